import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { itemIdOf } from '../../functions/items/sets/memberships';
import type { ItemRecord } from '../../functions/items/store/record';
import { bucketName, s3 } from '../../functions/lib/adapters/storage';
import { db, tableName } from '../../functions/lib/db/client';
import { keys, sortableId } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { stocktakingFileKey } from '../../functions/stocktaking/report';
import { claimJob, getStocktakingReport } from '../../functions/stocktaking/report-store';
import { recount } from '../../functions/stocktaking/recount';
import { recordScans } from '../../functions/stocktaking/scans';
import { startStocktaking, stocktakingLines } from '../../functions/stocktaking/service';
import { bootstrapResources } from '../../infra/local/bootstrap';
import { startDynamo, startS3, startSqs } from '../../infra/local/services';
import { stocktakingLinesQuery } from '../../shared/schemas/stocktaking';
import { storedUser } from '../support/users';
import { runQueuedJobs } from '../support/jobs';
import { writeAll } from './batch-write';

/**
 * `npm run bench -- stocktaking`: the stocktaking budgets of issue 9 on the local stack (DynamoDB
 * Local, s3rver, the SQS emulator), over BENCH_STOCKTAKING_ITEMS items (100,000 by default) in one company:
 *   1. start: the API call's time (it only records the stocktaking and queues the freeze), then the
 *      queued freeze job(s) run through the real worker until the expected set is written;
 *   2. one scan's write capacity, measured with ReturnConsumedCapacity INDEXES (table and GSIs
 *      apart; the lines and scan log have no GSI attributes, so any index write would show);
 *   3. the results page of 20: read capacity against the page's weight in 4 KB units, unfiltered and
 *      by each filter; then the recount of every line that finishing does;
 *   4. the xlsx of every line by the real export processor in a child process whose V8 heap is capped
 *      at 160 MB as a 256 MB function's would be; its peak RSS (getrusage maxrss) against 256 MB.
 */

const total = Number(process.env.BENCH_STOCKTAKING_ITEMS ?? 100_000);
const companyId = 'bench-stocktaking';
const memoryBudgetBytes = 256 * 1024 * 1024;
const heapCapMb = 160;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pick = <T>(values: readonly T[], n: number) => values[n % values.length]!;

/** An item as the items service stores it (base table only: the company-wide freeze walks the base table in creation order). */
function itemAt(n: number, createdAt: number): ItemRecord {
  const batch = n % 10 === 0;
  const _id = itemIdOf(n + 1);
  const object = `object-${n % 20}`;
  return {
    ...keys.item(companyId, _id),
    _id,
    entity: 'item',
    companyId,
    title: `${pick(['Laptop', 'Chair', 'Desk', 'Drill', 'Printer'], n)} ${n}`,
    code: `QR${String(n).padStart(8, '0')}`,
    brand: pick(['Bosch', 'Makita', 'Dell', 'Lenovo', 'Ikea'], n),
    model: `M${n % 400}`,
    type: 'Tools',
    serial: `SN-${n}`,
    capacity: null,
    accountingType: batch ? 'batch' : 'single',
    quantity: batch ? 12 : 1,
    units: batch ? 'pieces' : null,
    priceCents: 1000,
    totalCents: batch ? 12_000 : 1000,
    status: 'marked',
    hasPhoto: false,
    responsibleId: `user-${n % 50}`,
    responsibleName: `Person ${n % 50}`,
    objectId: object,
    objectTitle: `Warehouse ${n % 20}`,
    locationId: `${object}-loc-${n % 5}`,
    locationTitle: `Shelf ${n % 5}`,
    customs: {},
    photos: [],
    parent: null,
    version: 1,
    createdBy: 'bench-user',
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(createdAt).toISOString(),
  } as ItemRecord;
}

/** Capacity consumed since the last reset: reads, and writes split into the table's and the indexes' (ReturnConsumedCapacity INDEXES). */
let consumed = { read: 0, write: 0, writeTable: 0, writeIndexes: 0 };
const reset = () => (consumed = { read: 0, write: 0, writeTable: 0, writeIndexes: 0 });
const writeCommands = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);
function track(command: string, capacity: ConsumedCapacity | ConsumedCapacity[] | undefined) {
  for (const entry of [capacity ?? []].flat()) {
    if (!writeCommands.has(command)) {
      consumed.read += entry.CapacityUnits ?? 0;
      continue;
    }
    consumed.write += entry.CapacityUnits ?? 0;
    consumed.writeTable += entry.Table?.CapacityUnits ?? 0;
    for (const index of Object.values(entry.GlobalSecondaryIndexes ?? {})) consumed.writeIndexes += index.CapacityUnits ?? 0;
  }
}

const verdict = (ok: boolean, text: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  if (!ok) process.exitCode = 1;
};

export async function stocktakingBench(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'assetbook-stocktaking-bench-'));
  const services = await Promise.all([startDynamo(), startS3({ dataDir: s3Dir }), startSqs()]);
  const [dynamodb, s3Endpoint, sqs] = services.map((service) => service.endpoint) as [string, string, string];
  try {
    const environment = await bootstrapResources({ endpoints: { dynamodb, s3: s3Endpoint, sqs, ses: '', sns: '' }, tableName: 'bench', prefix: 'bench-', appUrl: 'http://localhost:3000' });
    Object.assign(process.env, environment, { LOG_LEVEL: 'silent' });
    resetEnv();
    db().middlewareStack.add(
      (next, context) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
        const result = await next(args);
        track(context.commandName ?? '', (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity);
        return result;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );

    console.log(`\nStocktaking: ${total.toLocaleString('en')} items in one company (DynamoDB Local, s3rver, SQS emulator)`);
    const loadStarted = performance.now();
    const user = await storedUser({ firstName: 'Bench', lastName: 'Stockman', role: 'root', company: companyId } as never);
    const tenant = { userId: user._id, sessionId: 'bench', role: 'root' as const, companyId };
    const start = Date.now() - total * 1000;
    for (let from = 0; from < total; from += 5_000) {
      await writeAll(Array.from({ length: Math.min(5_000, total - from) }, (_, i) => itemAt(from + i, start + (from + i) * 1000)));
    }
    await writeAll([0, 1, 2].map((n) => ({ ...keys.itemCodeClaim(companyId, `QR${String(n).padStart(8, '0')}`), entity: 'itemCode', itemId: itemIdOf(n + 1) })));
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.company(companyId), entity: 'company', _id: companyId, title: companyId, owner: user._id, plan: 'business', settings: {}, itemsCount: total, itemSeq: total },
      }),
    );
    console.log(`loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s\n`);

    // 1. Start: the API call, then the queued freeze.
    let began = performance.now();
    const started = await startStocktaking(tenant, { title: 'Bench', scope: { kind: 'company' } });
    const answerMs = performance.now() - began;
    began = performance.now();
    const jobs = await runQueuedJobs('stocktaking');
    const freezeSeconds = (performance.now() - began) / 1000;
    const lines = await stocktakingLines(tenant, started._id, stocktakingLinesQuery.parse({}));
    console.log(`start (API call)            ${answerMs.toFixed(0).padStart(6)} ms   ready=${started.ready}`);
    console.log(`freeze (${jobs} queued job run(s)) ${freezeSeconds.toFixed(1).padStart(6)} s    ${total.toLocaleString('en')} expected lines`);
    verdict(answerMs < 1000 && !started.ready, `start answers in ${answerMs.toFixed(0)} ms without writing the expected set (budget: no API timeout; < 1 s here)`);
    verdict(lines.data.length > 0, `the freeze job wrote the expected set in ${freezeSeconds.toFixed(0)} s, in the worker's steps of at most 300 s`);

    // 2. One scan by code, then one by a picked item.
    const scanOnce = async (scan: Record<string, unknown>) => {
      reset();
      await recordScans(tenant, started._id, { scans: [{ id: sortableId(), ...scan }] as never });
      return { ...consumed };
    };
    console.log('\none scan per request           WCU  (table + GSIs)   RCU   (ReturnConsumedCapacity INDEXES)');
    const byCode = await scanOnce({ code: 'QR00000001' });
    const byItem = await scanOnce({ item: itemIdOf(3) });
    const again = await scanOnce({ code: 'QR00000000', quantity: 7 });
    const scans = [['by code, single item', byCode], ['picked from the list', byItem], ['by code, batch with quantity', again]] as const;
    for (const [label, used] of scans) {
      console.log(`${label.padEnd(29)} ${used.write.toFixed(1).padStart(4)}  (${used.writeTable.toFixed(1)} + ${used.writeIndexes.toFixed(1)})    ${used.read.toFixed(1).padStart(5)}`);
    }
    const worst = Math.max(...scans.map(([, used]) => used.write));
    verdict(worst <= 3, `a scan writes at most ${worst.toFixed(1)} WCU, GSI writes included (budget <= 3)`);

    // 3. The results page of 20, unfiltered (the budget) and by each filter (a filtered page reads at most 3 x 20 lines).
    console.log('\nresults page of 20                RCU   weight (RCU-size of a full page)   rows');
    for (const query of [{}, { presence: 'missing' }, { presence: 'found' }, { result: 'lack' }, { presence: 'unexpected' }]) {
      reset();
      const page = await stocktakingLines(tenant, started._id, stocktakingLinesQuery.parse(query));
      const pageBytes = Buffer.byteLength(JSON.stringify(page.data));
      const weight = Math.max(1, Math.ceil(((pageBytes / Math.max(1, page.data.length)) * 20) / 4096));
      const pageRead = consumed.read;
      console.log(`${(JSON.stringify(query) === '{}' ? 'unfiltered' : JSON.stringify(query)).padEnd(30)} ${pageRead.toFixed(1).padStart(5)}   ${(pageRead / weight).toFixed(1)}x of ${weight}   ${String(page.data.length).padStart(4)}`);
      if (JSON.stringify(query) === '{}') verdict(pageRead <= 3 * weight, `results page reads ${(pageRead / weight).toFixed(1)}x its weight (budget <= 3x)`);
    }

    // The recount finishing does (in the call up to 20,000 lines, queued above).
    reset();
    began = performance.now();
    await recount(companyId, started._id);
    console.log(`\nrecount of ${total.toLocaleString('en')} lines: ${((performance.now() - began) / 1000).toFixed(1)} s, ${consumed.read.toFixed(0)} RCU`);

    // 4. The xlsx, in a child process capped as a 256 MB function.
    const target = { companyId, stocktakingId: started._id, language: 'en' as const };
    const jobId = sortableId();
    if (!(await claimJob(target, { jobId, requestedBy: user._id }))) throw new Error('export job slot taken');
    // Asynchronous: s3rver and the SQS emulator run in this process and must keep answering the child.
    const child = spawn(process.execPath, [...process.execArgv, `--max-old-space-size=${heapCapMb}`, fileURLToPath(new URL('./stocktaking-export.ts', import.meta.url))], {
      env: { ...process.env, BENCH_EXPORT_JOB: JSON.stringify({ kind: 'stocktaking.export', companyId, requestedBy: user._id, jobId, stocktakingId: started._id }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const [status] = (await once(child, 'exit')) as [number | null];
    if (status !== 0) throw new Error(`the export child process ended with ${status}`);
    const figures = JSON.parse(stdout.trim().split('\n').pop()!) as { seconds: number; maxRssBytes: number; startRssBytes: number; heapBytes: number };
    const record = await getStocktakingReport(companyId, started._id, 'en');
    const head = await (await s3()).send(new HeadObjectCommand({ Bucket: bucketName('documents'), Key: stocktakingFileKey(companyId, started._id, 'en') }));
    console.log(
      `\nxlsx: ${record?.rows?.toLocaleString('en')} rows  file ${mb(head.ContentLength ?? 0)}  ${figures.seconds.toFixed(1)} s  peak RSS ${mb(figures.maxRssBytes)} (at start ${mb(figures.startRssBytes)})  peak heap ${mb(figures.heapBytes)}  (worker process, V8 heap capped at ${heapCapMb} MB)`,
    );
    verdict(record?.rows === total && figures.maxRssBytes < memoryBudgetBytes, `xlsx of ${record?.rows?.toLocaleString('en')} lines with peak RSS ${mb(figures.maxRssBytes)} (budget < ${mb(memoryBudgetBytes)})`);
  } finally {
    await Promise.allSettled(services.map((service) => service.stop()));
    rmSync(s3Dir, { recursive: true, force: true });
  }
}
