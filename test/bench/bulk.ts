import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { itemsByIds } from '../../functions/items/store/reads';
import { processBulkJob } from '../../functions/items/public';
import { createJob } from '../../functions/items/selection/jobs';
import { processLabelsPrint } from '../../functions/labels/print.processor';
import { s3 as s3Client } from '../../functions/lib/adapters/storage';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo, startS3 } from '../../infra/local/services';
import type { Owner } from '../support/items';
import { seedItems } from '../support/seed-items';
import { writeAll } from './batch-write';

/**
 * `npm run bench -- bulk`: bulk actions at 10,000 items on DynamoDB Local (issue 23), in a child whose
 * V8 heap is capped at 160 MB as a 256 MB function's would be.
 *   move    a bulk move of every item to another person, through the worker's path (freeze, steps of
 *           25 items with history, facets and checkpoint, sets settled every 250): time, peak RSS, and
 *           the ratio to plain BatchWriteItem of the same item rows measured in the same run (budget 3x).
 *   labels  labels for every item (codes given to those without one, then one PDF into s3rver): time,
 *           pages and peak RSS (budget 256 MB).
 */

const total = Number(process.env.BENCH_BULK_ITEMS ?? 10_000);
const budgetBytes = 256 * 1024 * 1024;
const moveRatioBudget = 3;
const heapCapMb = 160;
const companyId = 'bench-bulk';
const owner = { company: { _id: companyId }, user: { _id: 'bench-owner' } } as Owner;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function peak<T>(run: () => Promise<T>): Promise<{ result: T; rss: number; seconds: number }> {
  let rss = 0;
  const sample = () => (rss = Math.max(rss, process.memoryUsage().rss));
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await run();
    sample();
    return { result, rss, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

async function person(id: string): Promise<void> {
  await db().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.user(id), entity: 'user', _id: id, firstName: 'Bench', lastName: id, email: `${id}@bench.test`, role: 'root', company: companyId, language: 'en' },
  }));
}

export async function bulkBench(): Promise<void> {
  if (!process.execArgv.some((arg) => arg.startsWith('--max-old-space-size'))) {
    const child = spawnSync(process.execPath, [...process.execArgv, `--max-old-space-size=${heapCapMb}`, process.argv[1]!, 'bulk'], { stdio: 'inherit' });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
    return;
  }
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
    console.log(`\nBulk actions: ${total.toLocaleString('en')} items in DynamoDB Local, V8 heap capped at ${heapCapMb} MB`);

    // The baseline: the same item rows written again with plain BatchWriteItem (as fast as DynamoDB Local takes them).
    const rows = await itemsByIds(companyId, ids);
    const baseline = await peak(() => writeAll(rows));
    console.log(`baseline  BatchWriteItem of the ${rows.length.toLocaleString('en')} item rows: ${baseline.seconds.toFixed(1)} s`);

    const moveJob = await createJob({
      _id: 'bench-move', companyId, requestedBy: 'bench-owner', action: 'move',
      params: { action: 'move', user: 'bench-recipient' }, selection: { filter: { sort: '-created', brand: 'Bulk', withPhoto: undefined } }, createdAt: new Date().toISOString(),
    });
    const move = await peak(() => processBulkJob(companyId, moveJob._id, 3_600_000));
    const ratio = move.seconds / baseline.seconds;
    console.log(`move      ${total.toLocaleString('en')} items to another person: ${move.seconds.toFixed(1)} s, peak RSS ${mb(move.rss)}, ${ratio.toFixed(2)}x the baseline`);
    console.log(`${ratio <= moveRatioBudget && move.rss < budgetBytes ? 'PASS' : 'FAIL'}  move ${ratio.toFixed(2)}x (budget ${moveRatioBudget}x), peak RSS ${mb(move.rss)} (budget ${mb(budgetBytes)})`);

    const labelsJob = await createJob({
      _id: 'bench-labels', companyId, requestedBy: 'bench-owner', action: 'labels',
      params: { action: 'labels', type: 'micro35' }, selection: { filter: { sort: 'created', brand: 'Bulk', withPhoto: undefined } }, createdAt: new Date().toISOString(),
    });
    const labels = await peak(() => processLabelsPrint({ kind: 'labels.print', companyId, requestedBy: 'bench-owner', jobId: labelsJob._id }, 3_600_000));
    console.log(`labels    ${total.toLocaleString('en')} labels (codes given, one micro35 PDF into s3rver): ${labels.seconds.toFixed(1)} s, peak RSS ${mb(labels.rss)}`);
    console.log(`${labels.rss < budgetBytes ? 'PASS' : 'FAIL'}  labels peak RSS ${mb(labels.rss)} (budget ${mb(budgetBytes)})`);
  } finally {
    await Promise.all([s3.stop(), dynamo.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
