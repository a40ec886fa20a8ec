import { createHash } from 'node:crypto';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../../../test/support/log-lines';
import { startSqsEmulator, type SqsEmulator } from './emulator';
import { startPoller, type Poller, type PollerLog, type WorkerHandler } from './poller';

/** One emulated second lasts 50 ms, so a visibility timeout of 1 passes in 0.05 s. */
const secondMs = 50;
let emulator: SqsEmulator;
let sqs: SQSClient;
let poller: Poller | undefined;
let counter = 0;
const quiet: PollerLog = () => undefined;

beforeAll(async () => {
  emulator = await startSqsEmulator({ secondMs });
  sqs = new SQSClient({ endpoint: emulator.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local' } });
});

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
  vi.restoreAllMocks();
});

afterAll(async () => {
  sqs.destroy();
  await emulator.close();
});

/** A work queue with a DLQ after `maxReceiveCount` receives and a visibility timeout of 1 emulated second. */
async function queueWithDlq(maxReceiveCount: number) {
  const name = `poll-${++counter}`;
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }));
  const queue = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: '1',
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount }),
      },
    }),
  );
  return { name, url: queue.QueueUrl!, dlqUrl: dlq.QueueUrl! };
}

async function counts(url: string) {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return Number(Attributes!.ApproximateNumberOfMessages) + Number(Attributes!.ApproximateNumberOfMessagesNotVisible);
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SQS poller', () => {
  it('hands batches to the worker as real-shaped SQS events', async () => {
    const { name, url } = await queueWithDlq(3);
    const events: SQSEvent[] = [];
    const handler: WorkerHandler = async (event) => {
      events.push(event);
    };
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: url,
        MessageBody: '{"kind":"x"}',
        MessageAttributes: {
          origin: { DataType: 'String', StringValue: 'api' },
          blob: { DataType: 'Binary', BinaryValue: Buffer.from('hi') },
        },
      }),
    );
    poller = startPoller({ client: sqs, queues: { itemUploads: { url } }, loadHandler: async () => handler, log: quiet, waitTimeSeconds: 2 });
    await until(() => events.length === 1);
    await until(async () => (await counts(url)) === 0);

    const [record] = events[0]!.Records;
    expect(record).toEqual({
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      receiptHandle: expect.any(String),
      body: '{"kind":"x"}',
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: expect.stringMatching(/^\d{13}$/),
        SenderId: 'AKIDLOCAL',
        ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d{13}$/),
      },
      messageAttributes: {
        origin: { stringValue: 'api', stringListValues: [], binaryListValues: [], dataType: 'String' },
        blob: { binaryValue: Buffer.from('hi').toString('base64'), stringListValues: [], binaryListValues: [], dataType: 'Binary' },
      },
      md5OfMessageAttributes: expect.stringMatching(/^[0-9a-f]{32}$/),
      md5OfBody: createHash('md5').update('{"kind":"x"}').digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${name}`,
      awsRegion: 'us-east-1',
    });
  });

  it('deletes the successes, retries the reported failures and moves them to the DLQ after maxReceiveCount', async () => {
    const { url, dlqUrl } = await queueWithDlq(3);
    const seen: Record<string, number> = {};
    const handler: WorkerHandler = async (event) => {
      const failures = [];
      for (const record of event.Records) {
        seen[record.body] = (seen[record.body] ?? 0) + 1;
        if (record.body === 'bad') failures.push({ itemIdentifier: record.messageId });
      }
      return { batchItemFailures: failures };
    };
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: [
          { Id: 'good', MessageBody: 'good' },
          { Id: 'bad', MessageBody: 'bad' },
        ],
      }),
    );
    poller = startPoller({ client: sqs, queues: { reports: { url } }, loadHandler: async () => handler, log: quiet, waitTimeSeconds: 2 });

    await until(async () => (await counts(dlqUrl)) === 1);
    expect(seen).toEqual({ good: 1, bad: 3 });
    expect(await counts(url)).toBe(0);
    const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, MessageSystemAttributeNames: ['All'] }));
    expect(Messages!.map((m) => m.Body)).toEqual(['bad']);
  });

  it('deletes nothing when the worker throws, and everything when it returns nothing', async () => {
    const { url } = await queueWithDlq(5);
    let calls = 0;
    const handler: WorkerHandler = async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
    };
    const log = vi.fn<PollerLog>();
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'once more' }));
    poller = startPoller({ client: sqs, queues: { itemUploads: { url } }, loadHandler: async () => handler, log, waitTimeSeconds: 2 });
    await until(() => calls === 2);
    await until(async () => (await counts(url)) === 0);
    expect(log).toHaveBeenCalledWith('error', expect.stringContaining('Worker threw'), expect.objectContaining({ error: 'Error: boom' }));
  });

  it('treats an item identifier outside the batch as a failure of the whole batch', async () => {
    const { url } = await queueWithDlq(5);
    let calls = 0;
    const handler: WorkerHandler = async () => {
      calls += 1;
      return calls === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-in-batch' }] } : undefined;
    };
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'kept' }));
    poller = startPoller({ client: sqs, queues: { itemUploads: { url } }, loadHandler: async () => handler, log: quiet, waitTimeSeconds: 2 });
    await until(() => calls === 2);
    await until(async () => (await counts(url)) === 0);
  });

  it('loads the worker named in shared/resources.ts by default', async () => {
    const logs = captureLogs();
    const { url, dlqUrl } = await queueWithDlq(1);
    // A message the import worker refuses before touching anything: it names no job id.
    const job = { kind: 'items.import', companyId: 'c1', requestedBy: 'u1' };
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify(job) }));
    poller = startPoller({ client: sqs, queues: { itemUploads: { url } }, log: quiet, waitTimeSeconds: 2 });
    // The first message loads the worker's modules (the spreadsheet reader among them): seconds on a busy machine.
    await until(async () => (await counts(dlqUrl)) === 1, 15_000);
    expect(logs.errors()).toContainEqual(expect.objectContaining({ message: 'Invalid job message' }));
  }, 20_000);

  it('stops promptly while a long poll is waiting', async () => {
    const { url } = await queueWithDlq(5);
    poller = startPoller({ client: sqs, queues: { itemUploads: { url } }, loadHandler: async () => async () => undefined, log: quiet });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = Date.now();
    await poller.stop();
    poller = undefined;
    expect(Date.now() - started).toBeLessThan(200);
  });
});
