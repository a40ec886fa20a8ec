import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { itemUploadsJob } from '../../shared/jobs';
import { type CapturedLogs, captureLogs } from '../../test/support/log-lines';
import { dispatchByKind, sqsWorker, type ProcessorMap } from './sqs-worker';

const schema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('greet'), name: z.string() }),
  z.object({ kind: z.literal('count'), to: z.number().int() }),
]);
type TestJob = z.infer<typeof schema>;

function record(messageId: string, body: string): SQSRecord {
  return {
    messageId,
    receiptHandle: `handle-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: '2',
      SentTimestamp: '1751896800123',
      SenderId: 'AIDAEXAMPLE',
      ApproximateFirstReceiveTimestamp: '1751896800187',
    },
    messageAttributes: {},
    md5OfBody: createHash('md5').update(body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test',
    awsRegion: 'us-east-1',
  };
}

const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });
let logs: CapturedLogs;

beforeEach(() => {
  logs = captureLogs();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const logged = () => logs.errors();

const lambdaContext: Context = {
  callbackWaitsForEmptyEventLoop: true,
  functionName: 'test-worker',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test-worker',
  memoryLimitInMB: '1024',
  awsRequestId: 'req',
  logGroupName: '/aws/lambda/test-worker',
  logStreamName: 'test',
  getRemainingTimeInMillis: () => 60_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};

describe('sqsWorker', () => {
  it('processes valid jobs in order and reports only the failures', async () => {
    const order: string[] = [];
    const handler = sqsWorker(schema, async (job, rec) => {
      order.push(rec.messageId);
      if (job.kind === 'count' && job.to < 0) throw new Error('cannot count down');
    });
    const result = await handler(
      event(
        record('m1', JSON.stringify({ kind: 'greet', name: 'Ann' })),
        record('m2', JSON.stringify({ kind: 'count', to: -1 })),
        record('m3', JSON.stringify({ kind: 'count', to: 3 })),
      ),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
    expect(order).toEqual(['m1', 'm2', 'm3']);
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'Job failed',
        messageId: 'm2',
        receiveCount: 2,
        kind: 'count',
        reason: 'cannot count down',
        error: expect.objectContaining({ name: 'Error', message: 'cannot count down' }),
      }),
    ]);
    expect(logs.lines().filter((line) => line.message === 'Job done').map((line) => line.messageId)).toEqual(['m1', 'm3']);
  });

  it('a failing record fails alone: the records before and after it are processed and not reported', async () => {
    const done: string[] = [];
    const handler = sqsWorker(schema, async (job) => {
      if (job.kind === 'greet' && job.name === 'Broken') throw new Error('cannot greet');
      done.push(job.kind === 'greet' ? job.name : String(job.to));
    });
    const result = await handler(
      event(
        record('a', JSON.stringify({ kind: 'greet', name: 'Ann' })),
        record('b', JSON.stringify({ kind: 'greet', name: 'Broken' })),
        record('c', '{not json'),
        record('d', JSON.stringify({ kind: 'count', to: 4 })),
      ),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }, { itemIdentifier: 'c' }] });
    expect(done).toEqual(['Ann', '4']);
  });

  it('reports every record of a batch in which all fail, instead of failing the invocation', async () => {
    const handler = sqsWorker(schema, async () => {
      throw new Error('storage is down');
    });
    const result = await handler(event(record('x', JSON.stringify({ kind: 'count', to: 1 })), record('y', JSON.stringify({ kind: 'count', to: 2 }))));
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'x' }, { itemIdentifier: 'y' }] });
  });

  it('logs the invocation: cold start on the first, the Lambda request id on each', async () => {
    // Unit test files share one module registry (vitest.config.ts); a fresh one is a fresh Lambda instance.
    vi.resetModules();
    const fresh = await import('./sqs-worker');
    const handler = fresh.sqsWorker(schema, async () => undefined);
    const context = (awsRequestId: string) => ({ ...lambdaContext, awsRequestId });
    await handler(event(record('first', JSON.stringify({ kind: 'count', to: 1 }))), context('req-1'));
    await handler(event(record('second', JSON.stringify({ kind: 'count', to: 2 }))), context('req-2'));
    const done = logs.lines().filter((line) => line.message === 'Job done');
    expect(done.map((line) => [line.messageId, line.function_request_id, line.function_name])).toEqual([
      ['first', 'req-1', 'test-worker'],
      ['second', 'req-2', 'test-worker'],
    ]);
    expect(done.map((line) => line.cold_start)).toEqual([true, false]);
    expect(done[0]).toMatchObject({ level: 'INFO', service: 'assetbook', source: 'sqs-worker', kind: 'count', durationMs: expect.any(Number) });
  });

  it('reports and logs messages that are not JSON or do not match the schema, without processing them', async () => {
    const processor = vi.fn(async () => undefined);
    const handler = sqsWorker(schema, processor);
    const result = await handler(
      event(
        record('bad-json', '{not json'),
        record('bad-kind', JSON.stringify({ kind: 'dance' })),
        record('bad-field', JSON.stringify({ kind: 'count', to: 'ten' })),
        record('ok', JSON.stringify({ kind: 'greet', name: 'Bo' })),
      ),
    );
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'bad-json' }, { itemIdentifier: 'bad-kind' }, { itemIdentifier: 'bad-field' }]);
    expect(processor).toHaveBeenCalledTimes(1);
    expect(processor).toHaveBeenCalledWith({ kind: 'greet', name: 'Bo' }, expect.objectContaining({ messageId: 'ok' }));

    const [json, kind, field] = logged();
    expect(json).toMatchObject({ message: 'Invalid job message', messageId: 'bad-json', reason: expect.stringContaining('not JSON') });
    expect(kind).toMatchObject({ messageId: 'bad-kind', reason: expect.stringContaining('kind') });
    expect(field).toMatchObject({ messageId: 'bad-field', reason: expect.stringContaining('to:') });
  });

  it('answers an empty batch with no failures', async () => {
    expect(await sqsWorker(schema, async () => undefined)({ Records: [] })).toEqual({ batchItemFailures: [] });
  });
});

describe('dispatchByKind', () => {
  it('hands each job to the processor of its kind', async () => {
    const done: string[] = [];
    const processors: ProcessorMap<TestJob> = {
      greet: async (job) => void done.push(`hello ${job.name}`),
      count: async (job) => void done.push(`count to ${job.to}`),
    };
    const handler = sqsWorker(schema, dispatchByKind(processors));
    const result = await handler(
      event(record('a', JSON.stringify({ kind: 'greet', name: 'Cy' })), record('b', JSON.stringify({ kind: 'count', to: 1 }))),
    );
    expect(done).toEqual(['hello Cy', 'count to 1']);
    expect(result.batchItemFailures).toEqual([]);
  });
});

describe('workers', () => {
  it('parse the sample event of events/sqs', async () => {
    const sample = JSON.parse(readFileSync(new URL('../../events/sqs/item-upload.json', import.meta.url), 'utf8')) as SQSEvent;
    const [sampleRecord] = sample.Records;
    expect(createHash('md5').update(sampleRecord!.body).digest('hex')).toBe(sampleRecord!.md5OfBody);
    expect(itemUploadsJob.parse(JSON.parse(sampleRecord!.body))).toMatchObject({ kind: 'items.import' });
  });
});
