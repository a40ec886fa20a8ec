import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { indexAttributes } from '../../functions/items/store/indexes';
import { itemIdOf } from '../../functions/items/sets/memberships';
import { walkItems } from '../../functions/items/public';
import { toItem, type ItemRecord } from '../../functions/items/store/record';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { s3 as s3Client } from '../../functions/lib/adapters/storage';
import { reportColumns } from '../../functions/reports/columns';
import { reportTexts } from '../../functions/reports/texts';
import { uploadXlsx } from '../../functions/lib/xlsx-stream';
import { writeItemsXlsx } from '../../functions/reports/xlsx';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo, startS3 } from '../../infra/local/services';
import type { Item, ItemStatus } from '../../shared/schemas/items';
import { itemReportQuery } from '../../shared/schemas/item-reports';
import { writeAll } from './batch-write';

/**
 * `npm run bench -- report`: the item list report's budget (ARCHITECTURE.md, issue 8): 100,000 rows
 * with memory held under 256 MB.
 *   1. build: 100,000 synthetic items (a generator, in the worker's batches of 250) through the
 *      worker's own writer (exceljs streaming) and multipart upload into s3rver; peak RSS and heap.
 *      The suite runs in a child process whose V8 heap is capped at 160 MB, as a function of 256 MB
 *      must be: without a cap V8 lets garbage grow while memory is plentiful, which says nothing
 *      about what the job needs. PASS: it completes and the whole process stays under 256 MB RSS.
 *   2. walk: BENCH_REPORT_WALK items (10,000 by default; loading 100,000 into DynamoDB Local takes
 *      about 15 minutes) written into DynamoDB Local, then the whole report, page walk included,
 *      under several list queries: rows, read capacity per row, time and peak memory.
 */

const rows = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);
const walkTotal = Number(process.env.BENCH_REPORT_WALK ?? 10_000);
const budgetBytes = 256 * 1024 * 1024;
const companyId = 'bench-report';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const pick = <T>(values: readonly T[], n: number) => values[n % values.length]!;
const brands = ['Bosch', 'Makita', 'Dell', 'Lenovo', 'Ikea', 'Samsung', 'Canon', 'Epson', 'Hilti', 'Metabo'];
const statuses: ItemStatus[] = ['not_marked', 'marked', 'marked', 'marked', 'not_distributed', 'in_service', 'decommissioned'];

function recordAt(n: number): ItemRecord {
  const created = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const fields = {
    _id: itemIdOf(n + 1),
    title: `${pick(['Laptop', 'Chair', 'Desk', 'Drill', 'Printer'], n)} ${pick(['compact', 'heavy', 'office', 'Дніпро', 'Łucznik'], n >> 3)} ${n}`,
    code: n % 7 === 0 ? null : `QR${String(n).padStart(8, '0')}`,
    totalCents: ((n * 7919) % 500_000) * 2,
    brand: pick(brands, n),
    model: `M${n % 400}`,
    type: pick(['Tools', 'IT equipment', 'Furniture'], n),
    serial: `SN-${n}`,
    responsibleId: n % 5 === 0 ? null : `user-${n % 50}`,
    objectId: `object-${n % 20}`,
    locationId: `object-${n % 20}-loc-${n % 5}`,
    status: pick(statuses, n),
    hasPhoto: false,
  };
  return {
    ...keys.item(companyId, fields._id),
    ...indexAttributes(companyId, fields),
    ...fields,
    entity: 'item',
    companyId,
    capacity: null,
    accountingType: 'batch',
    quantity: 2,
    units: 'pieces',
    priceCents: fields.totalCents / 2,
    objectTitle: `Warehouse ${n % 20}`,
    locationTitle: `Shelf ${n % 5}`,
    responsibleName: fields.responsibleId ? `Person ${n % 50}` : null,
    customs: {},
    photos: [],
    parent: null,
    version: 1,
    createdBy: 'bench-user',
    createdAt: created,
    updatedAt: created,
  };
}

async function* syntheticBatches(total: number, batch = 250): AsyncGenerator<Item[]> {
  for (let start = 0; start < total; start += batch) {
    yield Array.from({ length: Math.min(batch, total - start) }, (_, i) => toItem(recordAt(start + i)));
  }
}

/** Peak RSS and heap while `run` runs, sampled every 20 ms. */
async function peakMemory<T>(run: () => Promise<T>): Promise<{ result: T; rss: number; heap: number; seconds: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const started = performance.now();
  try {
    const result = await run();
    sample();
    return { result, rss, heap, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

const heapCapMb = 160;

export async function reportBench(): Promise<void> {
  if (!process.execArgv.some((arg) => arg.startsWith('--max-old-space-size'))) {
    const child = spawnSync(process.execPath, [...process.execArgv, `--max-old-space-size=${heapCapMb}`, process.argv[1]!, 'report'], { stdio: 'inherit' });
    if (child.status !== 0) process.exitCode = child.status ?? 1;
    return;
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dir = mkdtempSync(path.join(tmpdir(), 'assetbook-report-bench-'));
  const [s3, dynamo] = await Promise.all([startS3({ dataDir: dir }), startDynamo()]);
  let consumed = 0;
  try {
    Object.assign(process.env, sdkEnvironment({ dynamodb: dynamo.endpoint, s3: s3.endpoint, sqs: '', ses: '', sns: '' }), {
      TABLE_NAME: 'bench',
      DOCUMENTS_BUCKET: 'bench-documents',
      LOG_LEVEL: 'silent',
    });
    resetEnv();
    await (await s3Client()).send(new CreateBucketCommand({ Bucket: 'bench-documents' }));
    const columns = reportColumns('UAH');
    const texts = reportTexts.ua;
    const size = async (key: string) => (await (await s3Client()).send(new HeadObjectCommand({ Bucket: 'bench-documents', Key: key }))).ContentLength ?? 0;

    console.log(`\nReport: ${rows.toLocaleString('en')} synthetic rows -> exceljs streaming writer -> multipart upload (s3rver), V8 heap capped at ${heapCapMb} MB`);
    const baseline = process.memoryUsage().rss;
    const built = await peakMemory(() => uploadXlsx('reports/bench/synthetic.xlsx', (out) => writeItemsXlsx(syntheticBatches(rows), out, { columns, texts })));
    const bytes = await size('reports/bench/synthetic.xlsx');
    console.log(
      `rows ${built.result.toLocaleString('en')}  file ${mb(bytes)}  ${built.seconds.toFixed(1)} s  peak RSS ${mb(built.rss)} (at start ${mb(baseline)})  peak heap ${mb(built.heap)}`,
    );
    const pass = built.rss < budgetBytes && built.result === rows;
    console.log(`${pass ? 'PASS' : 'FAIL'}  ${rows.toLocaleString('en')} rows with peak RSS ${mb(built.rss)} (budget ${mb(budgetBytes)})`);

    console.log(`\nWalk: ${walkTotal.toLocaleString('en')} items in DynamoDB Local, the whole report per list query (page walk + xlsx + upload)`);
    await createTable(dynamo.endpoint, 'bench');
    db().middlewareStack.add(
      (next) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        for (const entry of [(result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity ?? []].flat()) consumed += entry.CapacityUnits ?? 0;
        return result;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );
    const loadStarted = performance.now();
    for (let start = 0; start < walkTotal; start += 5_000) {
      await writeAll(Array.from({ length: Math.min(5_000, walkTotal - start) }, (_, i) => recordAt(start + i)));
    }
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.company(companyId), entity: 'company', _id: companyId, itemsCount: walkTotal, itemSeq: walkTotal } }));
    console.log(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);
    const queries: Record<string, Record<string, string>> = {
      'all, -created (base table)': {},
      'all, title (sort index)': { sort: 'title' },
      'all, -price (sort index)': { sort: '-price' },
      'brand Makita (filter index)': { brand: 'Makita' },
      'status marked (filter index)': { status: 'marked' },
    };
    for (const [label, query] of Object.entries(queries)) {
      consumed = 0;
      const key = `reports/bench/${label.replace(/\W+/g, '-')}.xlsx`;
      const run = await peakMemory(() => uploadXlsx(key, (out) => writeItemsXlsx(walkItems(companyId, itemReportQuery.parse(query)), out, { columns, texts })));
      console.log(
        `${label.padEnd(30)} rows ${String(run.result).padStart(6)}  ${consumed.toFixed(0).padStart(6)} RCU (${(consumed / Math.max(1, run.result)).toFixed(2)}/row)  ${run.seconds.toFixed(1).padStart(5)} s  peak RSS ${mb(run.rss)}`,
      );
    }
    if (!pass) process.exitCode = 1;
  } finally {
    await Promise.all([s3.stop(), dynamo.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}
