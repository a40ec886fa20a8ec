import { Arn, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { type BucketName, buckets, type ExternalSecret, externalSecrets, type QueueName, queues } from '../../shared/resources';
import type { AppFunction } from './lambda';
import type { TableAccess } from './table-access';

/**
 * Grants built from shared/resources.ts. Each helper gives a function one resource: the IAM
 * statements (no more actions than listed here) and the environment variable through which the
 * code finds it (names from functions/lib/env.ts).
 */

export const objectActions = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'] as const;

/**
 * Exactly the table access of infra/stacks/table-access.ts: its actions on the base table, only on
 * items whose partition key starts with one of its prefixes (`dynamodb:LeadingKeys`), and Query on
 * the indexes it lists, in a statement of its own (an index's partition keys are not the table's).
 */
export function grantTable(fn: AppFunction, table: ITable, access: TableAccess | null): void {
  if (!access) return;
  const statements = [
    new PolicyStatement({
      actions: access.actions.map((action) => `dynamodb:${action}`),
      resources: [table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...access.partitions] } },
    }),
  ];
  if (access.indexes.length) {
    statements.push(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: access.indexes.map((index) => `${table.tableArn}/index/${index}`) }),
    );
  }
  fn.grant(statements);
  fn.function.addEnvironment('TABLE_NAME', table.tableName);
}

export function grantBucket(fn: AppFunction, name: BucketName, bucket: IBucket): void {
  fn.grant(
    [
      new PolicyStatement({ actions: [...objectActions], resources: [`${bucket.bucketArn}/*`] }),
      // Without ListBucket a missing key answers 403 instead of 404.
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
    ],
    [
      {
        resource: `${bucket.bucketArn}/*`,
        reason: `Object keys in the ${name} bucket are created at run time (per company and item), so object access is granted on this one bucket's objects; no other bucket and no bucket-level write actions.`,
      },
    ],
  );
  fn.function.addEnvironment(buckets[name].envVar, bucket.bucketName);
}

export function grantQueueSend(fn: AppFunction, name: QueueName, queue: IQueue): void {
  fn.grant([new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] })]);
  fn.function.addEnvironment(queues[name].envVar, queue.queueUrl);
}

/**
 * Session tokens (shared/resources.ts `tokens`): every function that verifies reads the public keys;
 * only an issuing one also reads the private keys. Nothing else may read the private-key secret.
 */
export function grantSessionTokens(
  fn: AppFunction,
  level: 'issue' | 'verify',
  keys: { readonly privateKeys: ISecret; readonly publicKeys: ISecret },
  jwt: { issuer: string; audience: string },
): void {
  const readable = level === 'issue' ? [keys.publicKeys, keys.privateKeys] : [keys.publicKeys];
  fn.grant([new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: readable.map((secret) => secret.secretArn) })]);
  fn.function.addEnvironment('JWT_PUBLIC_KEYS_SECRET_ARN', keys.publicKeys.secretArn);
  if (level === 'issue') fn.function.addEnvironment('JWT_PRIVATE_KEYS_SECRET_ARN', keys.privateKeys.secretArn);
  fn.function.addEnvironment('JWT_ISSUER', jwt.issuer);
  fn.function.addEnvironment('JWT_AUDIENCE', jwt.audience);
}

/** Read-only access to the Firebase service account secret (push messages), found through FCM_SERVICE_ACCOUNT_SECRET_ARN. */
export function grantPushSecret(fn: AppFunction, secret: ISecret): void {
  fn.grant([new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] })]);
  fn.function.addEnvironment('FCM_SERVICE_ACCOUNT_SECRET_ARN', secret.secretArn);
}

/** Flitt's API host; its test mode runs on the same host with the test merchant (docs/payments.md). */
export const flittApiUrl = 'https://pay.flitt.com';

/**
 * Read-only access to one external service's credentials (shared/resources.ts `externalSecrets`),
 * found through the ARN variable named there; the payment provider's functions also get its host.
 */
export function grantExternalSecret(fn: AppFunction, name: ExternalSecret, secret: ISecret): void {
  fn.grant([new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] })]);
  fn.function.addEnvironment(externalSecrets[name].envVar, secret.secretArn);
  if (name === 'flitt') fn.function.addEnvironment('FLITT_API_URL', flittApiUrl);
}

export interface MailSettings {
  /** As the code sends it (may be `Name <address>`). */
  readonly from: string;
  /** The bare address, for the IAM condition. */
  readonly fromAddress: string;
  readonly configurationSetName: string;
  /** Where support-widget messages go. */
  readonly supportAddress: string;
}

/**
 * ses:SendEmail only with our From address and configuration set. The identity resource is every
 * identity of the account because, while the account is in the SES sandbox, SES also authorizes the
 * call against each recipient's identity; the ses:FromAddress condition keeps the sender fixed.
 */
export function grantSendMail(fn: AppFunction, mail: MailSettings): void {
  const stack = Stack.of(fn);
  const anyIdentity = Arn.format({ service: 'ses', resource: 'identity', resourceName: '*' }, stack);
  const configurationSet = Arn.format({ service: 'ses', resource: 'configuration-set', resourceName: mail.configurationSetName }, stack);
  fn.grant(
    [
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [anyIdentity, configurationSet],
        conditions: { StringEquals: { 'ses:FromAddress': mail.fromAddress } },
      }),
    ],
    [
      {
        resource: anyIdentity,
        reason: 'In the SES sandbox the recipient identities are authorized too, so the identity resource cannot name only our domain; the ses:FromAddress condition pins the sender to the configured address.',
      },
    ],
  );
  fn.function.addEnvironment('MAIL_FROM', mail.from);
  fn.function.addEnvironment('SUPPORT_EMAIL', mail.supportAddress);
  fn.function.addEnvironment('SES_CONFIGURATION_SET', mail.configurationSetName);
}

/**
 * SMS through SNS Publish to a phone number, and nothing else SNS publishes to. IAM authorizes such a
 * publish against the phone number itself (its AccessDenied names `resource: +<number>`), which only
 * `*` matches, so the Allow stays on `*`; the Deny on every SNS ARN (topics and platform endpoints of
 * any region and account) keeps the role from publishing to a topic or a push endpoint, which the
 * Allow alone would let it do. The account's SNS SMS settings (spend limit, sender id) bound the rest.
 */
export function grantSendSms(fn: AppFunction): void {
  fn.grant(
    [
      new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }),
      new PolicyStatement({ effect: Effect.DENY, actions: ['sns:Publish'], resources: [snsArnsOfAnyAccount(Stack.of(fn))] }),
    ],
    [
      {
        resource: '*',
        reason: 'SNS Publish straight to a phone number (SMS) is authorized against the number, not an ARN, so only * matches it; a Deny on every SNS ARN (arn:<partition>:sns:*:*:*) in the same policy keeps topics and push endpoints out, and the account SMS spend limit caps the rest.',
      },
    ],
  );
}

/** Every topic and platform endpoint, in any region and account. */
export function snsArnsOfAnyAccount(stack: Stack): string {
  return `arn:${stack.partition}:sns:*:*:*`;
}

/** The OAuth client id whose Google ID tokens the function accepts (the audience it checks). */
export function grantGoogleSignIn(fn: AppFunction, clientId: string | undefined): void {
  if (clientId) fn.function.addEnvironment('GOOGLE_CLIENT_ID', clientId);
}

/**
 * The secret CloudFront sends in x-origin-verify: the function compares it with the header to refuse
 * calls that did not come through the distribution.
 */
export function grantOriginVerify(fn: AppFunction, secret: ISecret): void {
  fn.grant([new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] })]);
  fn.function.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', secret.secretArn);
}
