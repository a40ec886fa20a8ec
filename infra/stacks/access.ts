import { Arn, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { type BucketName, buckets, type QueueName, queues, tableIndexes } from '../../shared/resources';
import type { AppFunction } from './lambda';

/**
 * Grants built from shared/resources.ts. Each helper gives a function one resource: the IAM
 * statements (no more actions than listed here) and the environment variable through which the
 * code finds it (names from functions/lib/env.ts).
 */

export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'] as const;
export const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:TransactWriteItems',
  'dynamodb:ConditionCheckItem',
  'dynamodb:BatchWriteItem',
] as const;
export const objectActions = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'] as const;

export function grantTable(fn: AppFunction, table: ITable, level: 'none' | 'read' | 'readwrite'): void {
  if (level === 'none') return;
  // Named indexes only, so there is no wildcard on the table's resources.
  const indexArns = tableIndexes.map((index) => `${table.tableArn}/index/${index.name}`);
  const statements = [new PolicyStatement({ actions: [...tableReadActions], resources: [table.tableArn, ...indexArns] })];
  if (level === 'readwrite') {
    statements.push(new PolicyStatement({ actions: [...tableWriteActions], resources: [table.tableArn] }));
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
 * SMS through SNS Publish to a phone number. Such a publish has no topic, so the action cannot be
 * scoped to a resource; the account's SNS SMS settings (spend limit, sender id) bound it.
 */
export function grantSendSms(fn: AppFunction): void {
  fn.grant(
    [new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] })],
    [
      {
        resource: '*',
        reason: 'SNS Publish straight to a phone number (SMS) has no topic or other resource to name; the action is the only one granted and the account SMS spend limit caps it.',
      },
    ],
  );
}

/** The OAuth client id whose Google ID tokens the function accepts (the audience it checks). */
export function grantGoogleSignIn(fn: AppFunction, clientId: string | undefined): void {
  if (clientId) fn.function.addEnvironment('GOOGLE_CLIENT_ID', clientId);
}
