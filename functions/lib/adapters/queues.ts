import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { JobInput } from '../../../shared/jobs';
import { queues, type QueueName } from '../../../shared/resources';

let client: SQSClient | undefined;

/**
 * Puts a job on one of the product's queues (its URL comes from the queue's environment variable,
 * which only functions granted the queue have). The worker parses it with the same schema.
 */
export async function sendJob<Q extends QueueName>(queue: Q, job: JobInput<Q>): Promise<void> {
  const url = process.env[queues[queue].envVar];
  if (!url) throw new Error(`${queues[queue].envVar} is not set`);
  client ??= new SQSClient({});
  await client.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
}
