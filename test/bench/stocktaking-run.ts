import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { indexAttributes } from '../../functions/items/indexes';
import { itemIdOf } from '../../functions/items/memberships';
import type { ItemRecord } from '../../functions/items/store';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { freezeExpectedSet } from '../../functions/stocktaking/background';
import { recount } from '../../functions/stocktaking/recount';
import { recordScans, stocktakingLines } from '../../functions/stocktaking/service';
import { createStocktaking } from '../../functions/stocktaking/store';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo } from '../../infra/local/services';
import { stocktakingLinesQuery } from '../../shared/schemas/stocktaking';
import { writeAll } from './batch-write';

/**
 * `npm run bench -- stocktaking-run`: a company of 100,000 items (BENCH_STOCKTAKING_ITEMS) on
 * DynamoDB Local; the freeze of its expected set (time per page of 250, so how many worker runs the
 * 200 s budget needs), the write units of a scan, a results page of 20 against its weight, the recount.
 */

const total = Number(process.env.BENCH_STOCKTAKING_ITEMS ?? 100_000);
const companyId = 'bench-company';
const tenant = { userId: 'bench-user', sessionId: 'bench', role: 'root' as const, companyId };
const stocktakingId = 'bench-stocktaking';

let units = 0;
const track = (capacity: ConsumedCapacity | ConsumedCapacity[] | undefined) => {
  for (const entry of [capacity ?? []].flat()) units += entry.CapacityUnits ?? 0;
};

function itemAt(n: number): ItemRecord {
  const fields = {
    _id: itemIdOf(n + 1),
    title: `${['Laptop', 'Chair', 'Desk', 'Drill'][n % 4]} ${n}`,
    code: `QR${String(n).padStart(8, '0')}`,
    totalCents: 10_000,
    brand: 'Makita',
    model: `M${n % 400}`,
    type: 'Tools',
    serial: `SN-${n}`,
    responsibleId: `user-${n % 50}`,
    objectId: `object-${n % 20}`,
    locationId: `object-${n % 20}-loc-${n % 5}`,
    status: 'marked' as const,
    hasPhoto: false,
  };
  return {
    ...keys.item(companyId, fields._id),
    ...indexAttributes(companyId, fields),
    ...fields,
    entity: 'item',
    companyId,
    capacity: null,
    accountingType: n % 10 === 0 ? 'batch' : 'single',
    quantity: n % 10 === 0 ? 25 : 1,
    units: n % 10 === 0 ? 'pieces' : null,
    priceCents: 10_000,
    objectTitle: `Warehouse ${n % 20}`,
    locationTitle: `Aisle ${n % 5}`,
    responsibleName: `Person ${n % 50}`,
    customs: {},
    photos: [],
    parent: null,
    version: 1,
    createdBy: tenant.userId,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; units: number }> {
  units = 0;
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started, units };
}

export async function stocktakingRunBench(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamo();
  try {
    Object.assign(process.env, sdkEnvironment({ dynamodb: dynamo.endpoint, s3: '', sqs: '', ses: '', sns: '' }), { TABLE_NAME: 'bench', LOG_LEVEL: 'silent' });
    resetEnv();
    await createTable(dynamo.endpoint, 'bench');
    db().middlewareStack.add(
      (next) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
        const result = await next(args);
        track((result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity);
        return result;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );
    console.log(`\nStocktaking run: loading ${total.toLocaleString('en')} items into one company on DynamoDB Local...`);
    await writeAll(Array.from({ length: total }, (_, n) => itemAt(n)));
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.company(companyId), entity: 'company', _id: companyId, itemsCount: total, itemSeq: total } }));

    const now = new Date().toISOString();
    await createStocktaking({
      ...keys.stocktaking(companyId, stocktakingId),
      entity: 'stocktaking',
      _id: stocktakingId,
      companyId,
      title: 'Bench',
      status: 'pending',
      finished: null,
      ready: false,
      scope: { kind: 'company' },
      target: { objects: [], locations: [], responsible: null },
      startedBy: { _id: tenant.userId, name: 'Bench' },
      finishedBy: null,
      startDate: now,
      endDate: null,
      freeze: { part: 0, after: null },
    });
    // One run without a time budget: the job's own re-queue needs SQS, and the figure wanted is the time per page.
    const freeze = await timed(() => freezeExpectedSet({ kind: 'stocktaking.freeze', companyId, requestedBy: tenant.userId, jobId: 'bench', stocktakingId }, Infinity));
    const pages = Math.ceil(total / 250);
    const perPage = freeze.ms / pages;
    console.log(
      `freeze ${total.toLocaleString('en')} items: ${(freeze.ms / 1000).toFixed(1)} s, ${perPage.toFixed(0)} ms a page of 250, ${freeze.units.toFixed(0)} capacity units ` +
        `(${(freeze.units / total).toFixed(2)} a line); at that pace the 200 s budget takes ${Math.ceil(freeze.ms / 200_000)} worker run(s)`,
    );

    const scanUnits: number[] = [];
    for (let n = 0; n < 100; n++) {
      const item = itemIdOf(n * 997 + 1);
      const measured = await timed(() => recordScans(tenant, stocktakingId, { scans: [{ id: randomUUID(), item, quantity: 20 }] }));
      scanUnits.push(measured.units);
    }
    // The reads of a scan (log, line, record, user, counts) are counted with the writes above; the writes alone are measured in the integration test.
    console.log(`a scan (one a request, 100 requests): ${Math.min(...scanUnits).toFixed(1)}-${Math.max(...scanUnits).toFixed(1)} capacity units read and written`);

    for (const query of [{}, { presence: 'missing' }, { presence: 'found' }, { result: 'lack' }, { presence: 'unexpected' }]) {
      const page = await timed(() => stocktakingLines(tenant, stocktakingId, stocktakingLinesQuery.parse(query)));
      const bytes = Buffer.byteLength(JSON.stringify(page.value.data));
      // A page's weight is that of a full page of 20 lines (a filtered page may be short: it reads at most 3 x 20 lines).
      const weight = Math.max(1, Math.ceil(((bytes / Math.max(1, page.value.data.length)) * 20) / 4096));
      console.log(
        `lines ${JSON.stringify(query).padEnd(26)} ${page.units.toFixed(1).padStart(5)} RCU  ${(page.units / weight).toFixed(1)}x a full page's weight (${weight} RCU-size)  rows ${String(page.value.data.length).padStart(2)}  ${page.ms.toFixed(0)} ms`,
      );
    }
    const counted = await timed(() => recount(companyId, stocktakingId));
    console.log(`recount ${total.toLocaleString('en')} lines: ${(counted.ms / 1000).toFixed(1)} s, ${counted.units.toFixed(0)} RCU; counts ${JSON.stringify(counted.value)}`);
  } finally {
    await dynamo.stop();
  }
}
