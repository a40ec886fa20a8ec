import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import { buckets, queues, tableIndexes, tableTtlAttribute, type BucketName, type QueueName } from '../../shared/resources';
import { standinApiKey } from './nova-poshta-standin';
import { flittEnvironment } from './flitt-sandbox';
import { createLocalQueues } from './sqs/queues';

/** Endpoints of the running local services. */
export interface LocalEndpoints {
  dynamodb: string;
  s3: string;
  sqs: string;
  ses: string;
  sns: string;
  /** The push outbox (infra/local/push-outbox.ts); without it push goes to FCM. */
  push?: string;
  /** The Nova Poshta API stand-in (infra/local/nova-poshta-standin.ts). */
  novaPoshta?: string;
  /** The Flitt sandbox (infra/local/flitt-sandbox.ts); without it payments go to pay.flitt.com. */
  flitt?: string;
}

/** Dummy credentials (the ones s3rver accepts; the other stand-ins ignore them) and a region. */
export function sdkEnvironment(endpoints: LocalEndpoints): Record<string, string> {
  return {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_ENDPOINT_URL_SNS: endpoints.sns,
    ...(endpoints.push ? { PUSH_OUTBOX_URL: endpoints.push } : {}),
    ...(endpoints.novaPoshta ? { NOVA_POSHTA_API_URL: endpoints.novaPoshta, NOVA_POSHTA_API_KEY: standinApiKey } : {}),
    ...(endpoints.flitt ? flittEnvironment(endpoints.flitt) : {}),
    // The local machine may run Node 20 (the Lambdas run 22); the SDK's notice about it is known.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

const clientConfig = (endpoint: string) => ({
  endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** The table as the data stack defines it: pk/sk, the GSIs of resources.ts, TTL. */
export async function createTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient(clientConfig(endpoint));
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
          ...tableIndexes.flatMap((index) => [
            { AttributeName: index.partitionKey, AttributeType: 'S' as const },
            { AttributeName: index.sortKey, AttributeType: 'S' as const },
          ]),
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
            { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
          ],
          Projection: { ProjectionType: 'ALL' as const },
        })),
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableTtlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await addMissingIndexes(client, tableName);
  }
  client.destroy();
}

/** A table kept in .local/ from an older version gets the indexes added since, one at a time as in AWS. */
async function addMissingIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of tableIndexes.filter((candidate) => !existing.has(candidate.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: index.partitionKey, AttributeType: 'S' },
          { AttributeName: index.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}

export async function createBuckets(endpoint: string, prefix: string, appOrigin: string): Promise<Record<BucketName, string>> {
  const client = new S3Client({ ...clientConfig(endpoint), forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  const names = {} as Record<BucketName, string>;
  for (const name of Object.keys(buckets) as BucketName[]) {
    const bucket = `${prefix}${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const code = (error as { name?: string }).name;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw error;
    }
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [{ AllowedOrigins: [appOrigin], AllowedMethods: ['GET', 'PUT', 'POST'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }],
        },
      }),
    );
    names[name] = bucket;
  }
  client.destroy();
  return names;
}

/**
 * Creates the table, buckets and queues the product needs and answers the environment the
 * functions read (the same variable names the CDK stacks set).
 */
export async function bootstrapResources(options: {
  endpoints: LocalEndpoints;
  tableName: string;
  prefix: string;
  appUrl: string;
}): Promise<Record<string, string>> {
  const { endpoints, tableName, prefix, appUrl } = options;
  await createTable(endpoints.dynamodb, tableName);
  const bucketNames = await createBuckets(endpoints.s3, prefix, new URL(appUrl).origin);
  const sqs = new SQSClient(clientConfig(endpoints.sqs));
  const queueUrls = await createLocalQueues(sqs, { prefix });
  sqs.destroy();
  return {
    ...sdkEnvironment(endpoints),
    TABLE_NAME: tableName,
    APP_URL: appUrl,
    ...Object.fromEntries((Object.keys(buckets) as BucketName[]).map((name) => [buckets[name].envVar, bucketNames[name]])),
    ...Object.fromEntries((Object.keys(queues) as QueueName[]).map((name) => [queues[name].envVar, queueUrls[name].url])),
  };
}
