import type { SQSClient } from '@aws-sdk/client-sqs';
import type { JobInput } from '../../../shared/jobs';
import { queues, type QueueName } from '../../../shared/resources';

/*
 * The SQS SDK loads on the first job a function sends, not at its start: the runtime provides it,
 * but loading it would add to every cold start of calls that send nothing.
 */
const sqsSdk = () => import('@aws-sdk/client-sqs');
let client: Promise<SQSClient> | undefined;

function sqs(): Promise<SQSClient> {
  client ??= sqsSdk().then(({ SQSClient }) => new SQSClient({}));
  return client;
}

function queueUrl(queue: QueueName): string {
  const url = process.env[queues[queue].envVar];
  if (!url) throw new Error(`${queues[queue].envVar} is not set`);
  return url;
}

/**
 * Puts jobs on one of the product's queues (its URL comes from the queue's environment variable,
 * which only functions granted the queue have), ten to a SendMessageBatch. The worker parses each
 * with the same schema. Throws when SQS refuses any of them.
 */
export async function sendJobs<Q extends QueueName>(queue: Q, jobs: readonly JobInput<Q>[]): Promise<void> {
  const { SendMessageBatchCommand } = await sqsSdk();
  for (let start = 0; start < jobs.length; start += 10) {
    const batch = jobs.slice(start, start + 10);
    const answer = await (await sqs()).send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl(queue),
        Entries: batch.map((job, index) => ({ Id: String(index), MessageBody: JSON.stringify(job) })),
      }),
    );
    if (answer.Failed?.length) throw new Error(`SQS refused ${answer.Failed.length} ${queue} job(s): ${answer.Failed[0]?.Code ?? ''}`);
  }
}

export function sendJob<Q extends QueueName>(queue: Q, job: JobInput<Q>): Promise<void> {
  return sendJobs(queue, [job]);
}
