import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { JobInput } from '../../shared/jobs';
import { required } from '../lib/env';

let client: SQSClient | undefined;

/** Puts a job on the reports queue (its worker is functions/workers/report.worker.ts). */
export async function sendReportJob(job: JobInput<'reports'>): Promise<void> {
  client ??= new SQSClient({});
  await client.send(new SendMessageCommand({ QueueUrl: required('REPORTS_QUEUE_URL'), MessageBody: JSON.stringify(job) }));
}
