import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { createLogger } from '../../../functions/lib/http/logger';
import { queues as queueResources, workerBatchSize, type QueueName } from '../../../shared/resources';

/**
 * What Lambda's SQS event source mapping does, for the local stack: long-polls each queue, hands
 * each batch to the queue's worker as a real-shaped SQSEvent, and deletes the messages the worker
 * did not report in `batchItemFailures`. Failed messages come back after the visibility timeout
 * and move to the DLQ after maxReceiveCount receives, as in AWS.
 */

export type WorkerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void | undefined>;
export type PollerLog = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;

export interface PollerOptions {
  client: SQSClient;
  queues: Partial<Record<QueueName, { url: string }>>;
  /** Defaults to importing `handler` from the queue's worker file named in shared/resources.ts. */
  loadHandler?: (name: QueueName) => Promise<WorkerHandler>;
  log?: PollerLog;
  /** Long-poll wait of each ReceiveMessage (default 20, the SQS maximum). */
  waitTimeSeconds?: number;
}

export interface Poller {
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const retryDelayMs = 1000;

export async function importWorkerHandler(name: QueueName): Promise<WorkerHandler> {
  const file = resolve(repoRoot, queueResources[name].worker);
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${queueResources[name].worker} does not export a handler function`);
  return module.handler as WorkerHandler;
}

const pollerLogger = createLogger({ source: 'sqs-poller' });
const defaultLog: PollerLog = (level, message, fields) => pollerLogger[level](message, fields);

export function startPoller(options: PollerOptions): Poller {
  const { client, loadHandler = importWorkerHandler, log = defaultLog, waitTimeSeconds = 20 } = options;
  const stopping = new AbortController();
  const entries = Object.entries(options.queues) as [QueueName, { url: string }][];
  const loops = entries.map(([name, { url }]) =>
    pollQueue(name, url).catch((error) => log('error', 'Poller stopped on an unexpected error', { queue: name, error: String(error) })),
  );

  async function pollQueue(name: QueueName, url: string) {
    let source: { arn: string; region: string } | undefined;
    let handler: WorkerHandler | undefined;
    while (!stopping.signal.aborted) {
      let messages: Message[];
      let queueSource: { arn: string; region: string };
      try {
        queueSource = source ??= await describeQueue(url);
        const result = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: url,
            MaxNumberOfMessages: workerBatchSize,
            WaitTimeSeconds: waitTimeSeconds,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: stopping.signal },
        );
        messages = result.Messages ?? [];
      } catch (error) {
        if (stopping.signal.aborted) return;
        log('warn', 'ReceiveMessage failed; retrying', { queue: name, error: String(error) });
        await sleep(retryDelayMs, stopping.signal);
        continue;
      }
      if (messages.length === 0) continue;

      const event: SQSEvent = { Records: messages.map((message) => toRecord(message, queueSource)) };
      const ids = event.Records.map((record) => record.messageId);
      let failed: Set<string>;
      try {
        handler ??= await loadHandler(name);
        failed = failedIds(await handler(event, lambdaContext(name)), ids, (reason) =>
          log('warn', `Worker response treated as a failure of the whole batch: ${reason}`, { queue: name, messageIds: ids }),
        );
      } catch (error) {
        log('error', 'Worker threw; no message of the batch is deleted', { queue: name, messageIds: ids, error: String(error) });
        failed = new Set(ids);
      }
      await deleteSucceeded(name, url, messages.filter((message) => !failed.has(message.MessageId!)));
    }
  }

  async function describeQueue(url: string) {
    const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }), {
      abortSignal: stopping.signal,
    });
    return { arn: Attributes?.QueueArn ?? '', region: await client.config.region() };
  }

  async function deleteSucceeded(name: QueueName, url: string, messages: Message[]) {
    if (messages.length === 0) return;
    try {
      const { Failed = [] } = await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: url,
          Entries: messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })),
        }),
      );
      if (Failed.length) log('warn', 'Some processed messages could not be deleted', { queue: name, failed: Failed });
    } catch (error) {
      log('error', 'DeleteMessageBatch failed; the messages will be delivered again', { queue: name, error: String(error) });
    }
  }

  return {
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}

/** The record Lambda builds from a received message. */
export function toRecord(message: Message, source: { arn: string; region: string }): SQSRecord {
  const system = message.Attributes ?? {};
  const record: SQSRecord = {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: system.ApproximateReceiveCount ?? '1',
      SentTimestamp: system.SentTimestamp ?? '',
      SenderId: system.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: system.ApproximateFirstReceiveTimestamp ?? '',
      ...(system.AWSTraceHeader ? { AWSTraceHeader: system.AWSTraceHeader } : {}),
      ...(system.DeadLetterQueueSourceArn ? { DeadLetterQueueSourceArn: system.DeadLetterQueueSourceArn } : {}),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        {
          ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
          ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
          stringListValues: [],
          binaryListValues: [],
          dataType: value.DataType ?? 'String',
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: source.arn,
    awsRegion: source.region,
  };
  if (message.MD5OfMessageAttributes) record.md5OfMessageAttributes = message.MD5OfMessageAttributes;
  return record;
}

/**
 * The ids to keep, read as Lambda reads a partial batch response: nothing returned means all
 * succeeded; an item identifier that is missing or not in the batch fails the whole batch.
 */
function failedIds(response: unknown, ids: string[], onInvalid: (reason: string) => void): Set<string> {
  const failures = (response as SQSBatchResponse | undefined)?.batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) {
    onInvalid('batchItemFailures is not an array');
    return new Set(ids);
  }
  const failed = new Set<string>();
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !ids.includes(id)) {
      onInvalid(`unknown itemIdentifier ${JSON.stringify(id)}`);
      return new Set(ids);
    }
    failed.add(id);
  }
  return failed;
}

export function lambdaContext(name: QueueName): Context {
  const functionName = `local-${name}-worker`;
  const deadline = Date.now() + queueResources[name].workerTimeoutSeconds * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
