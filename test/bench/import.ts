import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BatchWriteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { putFile, uploadKey } from '../../functions/imports/storage';
import { dataFileById, putDataFile, type DataFileRecord } from '../../functions/imports/store';
import { writeSheet } from '../../functions/imports/workbook';
import { db, tableName } from '../../functions/lib/db/client';
import { keys, sortableId } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { bootstrapResources, createTable } from '../../infra/local/bootstrap';
import { startDynamo, startS3, startSqs } from '../../infra/local/services';
import { importColumns, importHeaders } from '../../shared/import-columns';
import type { CellValue } from '../../functions/imports/rows';
import type { WorkerFigures } from './worker-measure';

/**
 * `npm run bench -- import` (and `import-100k`): an xlsx of 10,000 rows checked and imported by the
 * import worker's processor on the local stack (DynamoDB Local, s3rver), in a child process whose
 * heap is capped as a 256 MB function's would be, timed against a plain BatchWriteItem of the same
 * records in the same run; the budget is 1.5x that time, with the worker process's peak RSS under
 * 256 MB. `import-100k` imports 100,000 rows and prints its figures.
 */

const ratioBudget = 1.5;
const memoryBudgetBytes = 256 * 1024 * 1024;
/** The worker process's V8 heap, capped as a 256 MB function's would be (as the stocktaking bench does). */
const heapCapMb = 160;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const kinds = ['Laptop', 'Chair', 'Desk', 'Drill', 'Printer', 'Monitor', 'Phone', 'Ladder'];
const brands = ['Bosch', 'Makita', 'Dell', 'Lenovo', 'Ikea', 'Samsung', 'Canon', 'Epson', 'Hilti', 'Metabo'];
const types = ['Tools', 'IT equipment', 'Furniture', 'Office', 'Vehicles'];

/** Row i of the file: varied titles, brands and types as a real inventory has, some batches. */
function row(i: number): CellValue[] {
  const batch = i % 10 === 0;
  return [`${kinds[i % kinds.length]} ${i}`, brands[i % brands.length]!, `M-${i % 50}`, types[i % types.length]!, `SN-${i}`, null,
    batch ? 5 : null, batch ? 'pieces' : null, `${(i % 1000) + 0.5}`, null];
}

async function company(companyId: string): Promise<void> {
  const now = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.company(companyId), entity: 'company', _id: companyId, title: companyId, description: '', owner: 'bench-user', plan: 'business',
        subscriptionEndDate: null, settings: {}, usersCount: 1, itemsCount: 0, totalItemPriceCents: 0, createdAt: now, updatedAt: now,
      },
    }),
  );
}

/**
 * Every record the import stored for its items (the items, their history entries, facet counts,
 * membership set chunks and markers), written again into a fresh table with the same indexes by
 * plain BatchWriteItem calls, 25 a call, one after another: the time the same data takes to store
 * with no checks, conditions, transactions or file reading at all.
 */
async function plainBatchWrite(companyId: string, endpoint: string): Promise<{ seconds: number; records: number }> {
  const ours = [`COMPANY#${companyId}`, `ITEM_LOG#${companyId}#`, `ITEMSET#${companyId}#`];
  const records: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: cursor }));
    for (const record of page.Items ?? []) {
      const pk = String(record.pk);
      const sk = String(record.sk);
      if (!ours.some((prefix) => pk === prefix || pk.startsWith(prefix))) continue;
      if (pk === ours[0] && !/^(ITEM#|ITEMSETS#|FACET#)/.test(sk)) continue;
      records.push(record);
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  await createTable(endpoint, 'bench-plain');
  const started = performance.now();
  for (let start = 0; start < records.length; start += 25) {
    let request: Record<string, unknown[]> | undefined = { 'bench-plain': records.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })) };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
      request = answer.UnprocessedItems as typeof request;
    }
  }
  return { seconds: (performance.now() - started) / 1000, records: records.length };
}

async function importRows(rows: number) {
  const companyId = `bench-import-${rows}`;
  await company(companyId);
  const file = await writeSheet(importColumns.map((column) => importHeaders.en[column]), Array.from({ length: rows }, (_, i) => row(i)));
  const uploadId = sortableId().toLowerCase();
  await putFile(uploadKey(companyId, uploadId), file);
  const dataFileId = sortableId();
  const record: DataFileRecord = {
    ...keys.dataFile(companyId, dataFileId), entity: 'data-file', _id: dataFileId, companyId, uploadId, fileKey: uploadKey(companyId, uploadId),
    fileName: 'bench.xlsx', dryRun: false, language: 'en', state: 'processing', phase: 'validate', errorKind: null, unknownHeaders: [], rowsTotal: null,
    rowsDone: 0, itemsTotal: null, itemsDone: 0, firstItemNumber: null, errorCount: 0, errors: [], errorFileKey: null, byId: 'bench-user', byName: 'Bench',
    createdAt: new Date().toISOString(), finishedAt: null,
  };
  await putDataFile(record);

  // Asynchronous: the parent keeps running while the child works against the same local stack.
  const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${heapCapMb}`, fileURLToPath(new URL('./import-worker.ts', import.meta.url))], {
    env: { ...process.env, BENCH_IMPORT_JOB: JSON.stringify({ kind: 'items.import', companyId, requestedBy: 'bench-user', jobId: dataFileId }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const [status] = (await once(child, 'exit')) as [number | null];
  if (status !== 0) throw new Error(`the import child process ended with ${status}`);
  const figures = JSON.parse(stdout.trim().split('\n').pop()!) as WorkerFigures;
  const done = await dataFileById(companyId, dataFileId);
  if (done?.state !== 'uploaded' || done.itemsDone !== rows) throw new Error(`import ended ${JSON.stringify({ state: done?.state, itemsDone: done?.itemsDone })}`);
  return { companyId, fileBytes: file.length, items: done.itemsDone, ...figures };
}

const memoryLine = (figures: WorkerFigures) =>
  `  peak RSS of the worker process ${mb(figures.maxRssBytes)} (budget ${mb(memoryBudgetBytes)})  ${figures.maxRssBytes <= memoryBudgetBytes ? 'PASS' : 'FAIL'}; at start ${mb(figures.startRssBytes)}, peak JS heap ${mb(figures.heapBytes)}, V8 heap capped at ${heapCapMb} MB`;

async function withLocalStack(run: (dynamodb: string) => Promise<void>): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'assetbook-bench-s3-'));
  const services = await Promise.all([startDynamo(), startS3({ dataDir: s3Dir }), startSqs()]);
  const [dynamodb, s3, sqs] = services.map((service) => service.endpoint) as [string, string, string];
  try {
    const environment = await bootstrapResources({ endpoints: { dynamodb, s3, sqs, ses: '', sns: '' }, tableName: 'bench', prefix: 'bench-', appUrl: 'http://localhost:3000' });
    Object.assign(process.env, environment, { LOG_LEVEL: 'silent' });
    resetEnv();
    await run(dynamodb);
  } finally {
    await Promise.allSettled(services.map((service) => service.stop()));
    rmSync(s3Dir, { recursive: true, force: true });
  }
}

export async function importBench(): Promise<void> {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
  await withLocalStack(async (dynamodb) => {
    console.log(`\nImport: ${rows.toLocaleString('en')} rows, against plain BatchWriteItem of the same records (DynamoDB Local, s3rver)`);
    const imported = await importRows(rows);
    console.log(`  import (check + write)              ${imported.seconds.toFixed(1).padStart(6)} s   file ${mb(imported.fileBytes)}, ${imported.items.toLocaleString('en')} items`);
    for (const [command, { calls, ms }] of Object.entries(imported.timings)) console.log(`    ${command.padEnd(32)} ${String(calls).padStart(6)} calls ${(ms / 1000).toFixed(1).padStart(7)} s`);
    const plain = await plainBatchWrite(imported.companyId, dynamodb);
    console.log(`  plain BatchWriteItem of its ${plain.records.toLocaleString('en')} records ${plain.seconds.toFixed(1).padStart(6)} s`);
    const ratio = imported.seconds / plain.seconds;
    console.log(`  ratio ${ratio.toFixed(2)} (budget ${ratioBudget})  ${ratio <= ratioBudget ? 'PASS' : 'FAIL'}`);
    console.log(memoryLine(imported));
  });
}

export async function largeImportBench(): Promise<void> {
  const rows = 100_000;
  await withLocalStack(async () => {
    console.log(`\nImport: ${rows.toLocaleString('en')} rows`);
    const imported = await importRows(rows);
    console.log(`  import (check + write)  ${imported.seconds.toFixed(0)} s   file ${mb(imported.fileBytes)}, ${imported.items.toLocaleString('en')} items`);
    console.log(memoryLine(imported));
  });
}
