import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupPlanRule, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableIndexes, tableTtlAttribute } from '../../shared/resources';
import { acknowledge, acknowledgeRuleFindings } from './nag';
import { SigningKeys, type SigningKeysProps } from './signing-keys';

/**
 * The stateful core: the single DynamoDB table (with its backup plan) and the secrets, with the
 * rotation function of the signing keys. Everything stateful here is retained when the stack is deleted.
 */
export class DataStack extends Stack {
  readonly table: Table;
  /** The session-token signing keys: private (issuers only) and public, rotated every 30 days. */
  readonly signingKeys: SigningKeys;
  /** The payment provider's API key; its value is set by the operator after the first deploy. */
  readonly paymentSecret: Secret;
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

    this.paymentSecret = new Secret(this, 'PaymentProviderKey', {
      description: `${props.appName}: API key of the payment provider (set its value after deploying; see docs/deploy.md)`,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.paymentSecret,
      'AwsSolutions-SMG4',
      'The payment provider issues this key in its own dashboard; it cannot be rotated from AWS, the operator replaces the value when the provider rotates it.',
    );

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
    new CfnOutput(this, 'PaymentSecretArn', {
      value: this.paymentSecret.secretArn,
      description: 'Set the payment provider key: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string <key>',
    });
    new CfnOutput(this, 'PushSecretArn', {
      value: this.pushSecret.secretArn,
      description: 'Set the Firebase service account: aws secretsmanager put-secret-value --secret-id <this ARN> --secret-string file://service-account.json',
    });
  }
}
