import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type ExternalSecret, externalSecrets, tableIndexes, tableTtlAttribute } from '../../shared/resources';
import { acknowledge, acknowledgeRuleFindings } from './nag';
import { SigningKeys, type SigningKeysProps } from './signing-keys';

/**
 * Logical ids of the external services' secrets. The Flitt one keeps the id of the payment provider's
 * key that came before it, so a deployed stack keeps its secret (the operator rewrites the value as JSON).
 */
const externalSecretIds: Record<ExternalSecret, string> = { flitt: 'PaymentProviderKey', novaPoshta: 'NovaPoshtaKey' };

/**
 * The stateful core: the single DynamoDB table (with its backup plan) and the secrets, with the
 * rotation function of the signing keys. Everything stateful here is retained when the stack is deleted.
 */
export class DataStack extends Stack {
  readonly table: Table;
  /** The session-token signing keys: private (issuers only) and public, rotated every 30 days. */
  readonly signingKeys: SigningKeys;
  /** Credentials of the payment provider (Flitt) and the delivery directory (Nova Poshta); values set by the operator after the first deploy. */
  readonly externalSecrets: Record<ExternalSecret, Secret>;
  /** The Firebase service account (JSON) that sends push messages; set by the operator after the first deploy. */
  readonly pushSecret: Secret;

  constructor(scope: Construct, id: string, props: StackProps & SigningKeysProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableTtlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    // Point-in-time recovery restores any second of the last 35 days; the plan adds a monthly copy
    // kept for a year, outside the table's own lifecycle. (No cold-storage tier: for DynamoDB it
    // needs AWS Backup's advanced DynamoDB features switched on in the account.)
    const vault = new BackupVault(this, 'BackupVault', {
      backupVaultName: `${props.appName}-table-backups`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const backup = new BackupPlan(this, 'Backup', {
      backupPlanName: `${props.appName}-table`,
      backupVault: vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ day: '1', hour: '3', minute: '0' }),
          deleteAfter: Duration.days(365),
        }),
      ],
    });
    backup.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(this.table)] });
    acknowledgeRuleFindings(
      backup,
      'AwsSolutions-IAM4',
      'The backup selection role uses AWSBackupServiceRolePolicyForBackup, the AWS-maintained policy AWS Backup documents for its service role; it is assumable only by backup.amazonaws.com.',
    );

    this.signingKeys = new SigningKeys(this, 'SigningKeys', props);

    // Each provider issues its credentials in its own dashboard: they cannot be rotated from AWS; the
    // operator replaces the value (JSON, docs/payments.md and docs/deploy.md) when the provider rotates them.
    this.externalSecrets = {} as Record<ExternalSecret, Secret>;
    for (const name of Object.keys(externalSecrets) as ExternalSecret[]) {
      const secret = new Secret(this, externalSecretIds[name], {
        description: `${props.appName}: ${externalSecrets[name].purpose} (set its value after deploying; see docs/deploy.md)`,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      acknowledge(secret, 'AwsSolutions-SMG4', `The ${name} credentials are issued in the provider's own dashboard and cannot be rotated from AWS; the operator replaces the value when the provider rotates them.`);
      this.externalSecrets[name] = secret;
    }

    this.pushSecret = new Secret(this, 'FcmServiceAccount', {
      description: `${props.appName}: Firebase service account JSON for push messages (set its value after deploying; see docs/notifications.md)`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.pushSecret,
      'AwsSolutions-SMG4',
      'Firebase issues service account keys in the Google Cloud console; the operator replaces the value when rotating the key there.',
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'SigningKeysSecretArn', {
      value: this.signingKeys.privateKeys.secretArn,
      description: 'Rotate the session signing key now (the previous key stays valid): aws secretsmanager rotate-secret --secret-id <this ARN>',
    });
    new CfnOutput(this, 'FlittSecretArn', {
      value: this.externalSecrets.flitt.secretArn,
      description: 'Set the Flitt credentials: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string \'{"merchantId":"<id>","secretKey":"<payment key>"}\'',
    });
    new CfnOutput(this, 'NovaPoshtaSecretArn', {
      value: this.externalSecrets.novaPoshta.secretArn,
      description: 'Set the Nova Poshta API key: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string \'{"apiKey":"<key>"}\'',
    });
    new CfnOutput(this, 'PushSecretArn', {
      value: this.pushSecret.secretArn,
      description: 'Set the Firebase service account: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string file://service-account.json',
    });
  }
}
