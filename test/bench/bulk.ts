import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { itemsByIds } from '../../functions/items/store/reads';
import type { ItemRecord } from '../../functions/items/store/record';
import { createJob, jobById } from '../../functions/items/selection/jobs';
import { s3 as s3Client } from '../../functions/lib/adapters/storage';
import { db, tableName } from '../../functions/lib/db/client';
import { keys, sortableId } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo, startS3 } from '../../infra/local/services';
import type { Owner } from '../support/items';
import { seedItems } from '../support/seed-items';
import { writeAll } from './batch-write';
import type { WorkerFigures } from './worker-measure';

/**
 * `npm run bench -- bulk`: bulk actions at 10,000 items on DynamoDB Local (issue 23). Each job runs in
 * a child process that loads only its worker's modules, its V8 heap capped at 160 MB as a 256 MB
 * function's would be (bulk-worker.ts).
 *   move    a bulk move of every item to another person, through the worker's path (freeze, steps of
 *           up to 40 items with history, facets and checkpoint, 31 for a move, sets settled every 250
 *           beside the steps): time, peak RSS, and the ratio to plain BatchWriteItem of the same item
 *           rows measured in the same run (budget 3x), with the `floor` and `bare` rows below it
 *           (itemsWithHistory) in the same run.
 *   labels  labels for every item (codes given to those without one, then one PDF into s3rver): time
 *           and peak RSS (budget 256 MB).
 */

const total = Number(process.env.BENCH_BULK_ITEMS ?? 10_000);
const budgetBytes = 256 * 1024 * 1024;
const moveRatioBudget = 3;
const heapCapMb = 160;
const companyId = 'bench-bulk';
const owner = { company: { _id: companyId }, user: { _id: 'bench-owner' } } as Owner;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timed(run: () => Promise<unknown>): Promise<{ seconds: number }> {
  const started = performance.now();
  await run();
  return { seconds: (performance.now() - started) / 1000 };
}

/** Runs one job in bulk-worker.ts and answers its figures. */
async function inWorker(job: { action: 'move' | 'labels'; jobId: string }): Promise<WorkerFigures> {
  const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${heapCapMb}`, fileURLToPath(new URL('./bulk-worker.ts', import.meta.url))], {
    env: { ...process.env, BENCH_BULK_JOB: JSON.stringify({ ...job, companyId, requestedBy: 'bench-owner' }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const [status] = (await once(child, 'exit')) as [number | null];
  if (status !== 0) throw new Error(`the bulk child process ended with ${status}`);
  const done = await jobById(companyId, job.jobId);
  if (done?.state !== 'done' || done.done !== total) throw new Error(`the ${job.action} job ended ${JSON.stringify({ state: done?.state, done: done?.done })}`);
  return JSON.parse(stdout.trim().split('\n').pop()!) as WorkerFigures;
}

/**
 * The least a move can write on DynamoDB Local: each item, conditional on its version, and one history
 * entry beside it, 40 items to a transaction as the move's steps write them, with nothing else (no
 * facets, checkpoint or sets). What the move costs above this is its bookkeeping. Given the rows
 * (`held`, read before the clock starts), the least any design could write while each item changes in
 * a transaction with its history entry, as issue 23 asks: no read, no condition, 50 items (100 writes)
 * to a transaction.
 */
async function itemsWithHistory(ids: readonly string[], held?: ItemRecord[]): Promise<void> {
  const at = Date.now();
  const perStep = held ? 50 : 40;
  for (let start = 0; start < ids.length; start += perStep) {
    const records = held ? held.slice(start, start + perStep) : await itemsByIds(companyId, ids.slice(start, start + perStep), true);
    const guard = (record: ItemRecord) => (held ? {} : { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': record.version } });
    await db().send(new TransactWriteCommand({
      TransactItems: records.flatMap((record, index) => [
        { Put: { TableName: tableName(), Item: { ...record, version: record.version + 1 }, ...guard(record) } },
        { Put: { TableName: tableName(), Item: { ...keys.itemLog(companyId, record._id, sortableId(at + start + index)), entity: 'item-log', itemId: record._id, kind: 'edit', by: 'bench-owner', at: new Date(at).toISOString(), before: {}, after: {} } } },
      ]),
    }));
  }
}

/** The DynamoDB calls that took most of a job's time. */
const callsLine = (figures: WorkerFigures) =>
  Object.entries(figures.timings)
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(([command, { calls, ms }]) => `${command.replace(/Command$/, '')} ${calls} calls ${(ms / 1000).toFixed(1)} s`)
    .join(', ');

async function person(id: string): Promise<void> {
  await db().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.user(id), entity: 'user', _id: id, firstName: 'Bench', lastName: id, email: `${id}@bench.test`, role: 'root', company: companyId, language: 'en' },
  }));
}

export async function bulkBench(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dir = mkdtempSync(path.join(tmpdir(), 'assetbook-bulk-bench-'));
  const [s3, dynamo] = await Promise.all([startS3({ dataDir: dir }), startDynamo()]);
  try {
    Object.assign(process.env, sdkEnvironment({ dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: '', ses: '', sns: '' }), {
      TABLE_NAME: 'bench',
      DOCUMENTS_BUCKET: 'bench-documents',
      APP_URL: 'https://app.assetbook.test',
      LOG_LEVEL: 'silent',
    });
    resetEnv();
    await createTable(dynamo.endpoint, 'bench');
    await (await s3Client()).send(new CreateBucketCommand({ Bucket: 'bench-documents' }));
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.company(companyId), entity: 'company', _id: companyId, title: 'Bench', plan: 'business', itemsCount: 0, itemSeq: 0, totalItemPriceCents: 0,
        subscriptionEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(), settings: { currency: 'UAH', operationsWithApprovement: false },
      },
    }));
    await Promise.all([person('bench-owner'), person('bench-recipient')]);
    const ids = await seedItems(owner, total, { title: 'Bench crate', brand: 'Bulk', priceCents: 1000 });
    console.log(`\nBulk actions: ${total.toLocaleString('en')} items in DynamoDB Local, each job in a worker process whose V8 heap is capped at ${heapCapMb} MB`);

    // The baseline: the same item rows written again with plain BatchWriteItem (as fast as DynamoDB Local takes them).
    const baseline = await timed(async () => writeAll(await itemsByIds(companyId, ids)));
    console.log(`baseline  BatchWriteItem of the ${ids.length.toLocaleString('en')} item rows: ${baseline.seconds.toFixed(1)} s`);
    const floor = await timed(() => itemsWithHistory(ids));
    console.log(`floor     each item and a history entry, 40 items to a transaction, nothing else: ${floor.seconds.toFixed(1)} s, ${(floor.seconds / baseline.seconds).toFixed(2)}x the baseline`);
    const held = await itemsByIds(companyId, ids, true);
    const bare = await timed(() => itemsWithHistory(ids, held));
    console.log(`bare      the same rows already read, no condition, 50 items to a transaction: ${bare.seconds.toFixed(1)} s, ${(bare.seconds / baseline.seconds).toFixed(2)}x the baseline`);

    const moveJob = await createJob({
      _id: 'bench-move', companyId, requestedBy: 'bench-owner', action: 'move',
      params: { action: 'move', user: 'bench-recipient' }, selection: { filter: { sort: '-created', brand: 'Bulk', withPhoto: undefined } }, createdAt: new Date().toISOString(),
    });
    const move = await inWorker({ action: 'move', jobId: moveJob._id });
    const ratio = move.seconds / baseline.seconds;
    console.log(`move      ${total.toLocaleString('en')} items to another person: ${move.seconds.toFixed(1)} s, peak RSS ${mb(move.maxRssBytes)} (${mb(move.startRssBytes)} at start), ${ratio.toFixed(2)}x the baseline`);
    console.log(`          ${callsLine(move)}`);
    console.log(`${ratio <= moveRatioBudget && move.maxRssBytes < budgetBytes ? 'PASS' : 'FAIL'}  move ${ratio.toFixed(2)}x (budget ${moveRatioBudget}x), peak RSS ${mb(move.maxRssBytes)} (budget ${mb(budgetBytes)})`);

    const labelsJob = await createJob({
      _id: 'bench-labels', companyId, requestedBy: 'bench-owner', action: 'labels',
      params: { action: 'labels', type: 'micro35' }, selection: { filter: { sort: 'created', brand: 'Bulk', withPhoto: undefined } }, createdAt: new Date().toISOString(),
    });
    const labels = await inWorker({ action: 'labels', jobId: labelsJob._id });
    console.log(`labels    ${total.toLocaleString('en')} labels (codes given, one micro35 PDF into s3rver): ${labels.seconds.toFixed(1)} s, peak RSS ${mb(labels.maxRssBytes)} (${mb(labels.startRssBytes)} at start)`);
    console.log(`${labels.maxRssBytes < budgetBytes ? 'PASS' : 'FAIL'}  labels peak RSS ${mb(labels.maxRssBytes)} (budget ${mb(budgetBytes)})`);
  } finally {
    await Promise.all([s3.stop(), dynamo.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
