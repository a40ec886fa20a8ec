import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { itemUploadsJob, type JobInput } from '../../shared/jobs';
import { required } from '../lib/env';

let client: SQSClient | undefined;

/** Sends a job to the itemUploads queue (the import worker); the message is checked by the worker's own schema first. */
export async function sendImportJob(job: JobInput<'itemUploads'>): Promise<void> {
  client ??= new SQSClient({});
  await client.send(new SendMessageCommand({ QueueUrl: required('ITEM_UPLOADS_QUEUE_URL'), MessageBody: JSON.stringify(itemUploadsJob.parse(job)) }));
}
