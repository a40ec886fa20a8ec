import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { itemUploadsJob } from '../../shared/jobs';
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
let errors: string[];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const logged = () => errors.map((line) => JSON.parse(line) as Record<string, unknown>);

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
        level: 'error',
        message: 'Job failed',
        messageId: 'm2',
        receiveCount: 2,
        kind: 'count',
        reason: 'cannot count down',
      }),
    ]);
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
  it('hands each job to the processor of its kind and fails kinds without one', async () => {
    const greeted: string[] = [];
    const processors: ProcessorMap<TestJob> = {
      greet: async (job) => void greeted.push(job.name),
    };
    const handler = sqsWorker(schema, dispatchByKind(processors));
    const result = await handler(
      event(record('a', JSON.stringify({ kind: 'greet', name: 'Cy' })), record('b', JSON.stringify({ kind: 'count', to: 1 }))),
    );
    expect(greeted).toEqual(['Cy']);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'b' }]);
    expect(logged()[0]).toMatchObject({ messageId: 'b', reason: 'No processor for job kind count' });
  });
});

describe('workers', () => {
  it('parse the sample event of events/sqs and fail kinds whose processor is not built', async () => {
    const sample = JSON.parse(readFileSync(new URL('../../events/sqs/item-upload.json', import.meta.url), 'utf8')) as SQSEvent;
    const [sampleRecord] = sample.Records;
    expect(createHash('md5').update(sampleRecord!.body).digest('hex')).toBe(sampleRecord!.md5OfBody);
    expect(itemUploadsJob.parse(JSON.parse(sampleRecord!.body))).toMatchObject({ kind: 'items.import' });

    const jobs = {
      '../workers/item-upload.worker': { kind: 'items.import', fileKey: 'tmp/a.xlsx' },
      '../workers/report.worker': { kind: 'items.report', email: 'Boss@Example.com', filters: {} },
      '../workers/stocktaking-export.worker': { kind: 'stocktaking.export', stocktakingId: 's1' },
    };
    for (const [path, fields] of Object.entries(jobs)) {
      const { handler } = (await import(path)) as { handler: ReturnType<typeof sqsWorker> };
      const body = JSON.stringify({ ...fields, companyId: 'c1', requestedBy: 'u1', jobId: 'j1' });
      expect(await handler(event(record('x', body)))).toEqual({ batchItemFailures: [{ itemIdentifier: 'x' }] });
      expect(logged().at(-1)).toMatchObject({ reason: `No processor for job kind ${fields.kind}` });
    }
    expect(await (await import('../workers/item-upload.worker')).handler(sample)).toEqual({
      batchItemFailures: [{ itemIdentifier: sampleRecord!.messageId }],
    });
  });
});
