import { DeleteMessageBatchCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { importWorkerHandler, lambdaContext, toRecord } from '../../infra/local/sqs/poller';
import { queues, type QueueName } from '../../shared/resources';

/**
 * Runs the jobs waiting on one of the test file's queues through the queue's worker, as the
 * poller does, until the queue is empty; a failing job makes the call throw. Answers how many ran.
 */
export async function runQueuedJobs(queue: QueueName): Promise<number> {
  const url = process.env[queues[queue].envVar];
  if (!url) throw new Error(`${queues[queue].envVar} is not set`);
  const client = new SQSClient({});
  const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  const source = { arn: Attributes?.QueueArn ?? '', region: await client.config.region() };
  const handler = await importWorkerHandler(queue);
  let ran = 0;
  for (;;) {
    const { Messages = [] } = await client.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, MessageSystemAttributeNames: ['All'] }));
    if (Messages.length === 0) return ran;
    const answer = await handler({ Records: Messages.map((message) => toRecord(message, source)) }, lambdaContext(queue));
    if (answer && answer.batchItemFailures.length > 0) throw new Error(`${answer.batchItemFailures.length} ${queue} job(s) failed`);
    await client.send(new DeleteMessageBatchCommand({ QueueUrl: url, Entries: Messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })) }));
    ran += Messages.length;
  }
}
