import { BatchWriteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { facetsOf, indexAttributes } from '../../functions/items/indexes';
import { counters, listItems } from '../../functions/items/listing';
import type { ItemRecord } from '../../functions/items/store';
import { db, tableName } from '../../functions/lib/db/client';
import { keys, sortableId } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo } from '../../infra/local/services';
import { listItemsQuery } from '../../shared/schemas/items';
import type { ItemStatus } from '../../shared/schemas/items';

/**
 * `npm run bench -- items`: 100,000 items in one company on DynamoDB Local (in memory), then a page
 * of 10 under each sort, each single filter, a title search and the counters, with the read
 * capacity each consumed (ReturnConsumedCapacity) and the time, next to what the page weighs.
 */

const total = Number(process.env.BENCH_ITEMS ?? 100_000);
const companyId = 'bench-company';
const tenant = { userId: 'bench-user', sessionId: 'bench', role: 'root' as const, companyId };

let consumed = 0;
function track(capacity: ConsumedCapacity | ConsumedCapacity[] | undefined) {
  for (const entry of [capacity ?? []].flat()) consumed += entry.CapacityUnits ?? 0;
}

const pick = <T>(values: readonly T[], n: number) => values[n % values.length]!;
const brands = Array.from({ length: 40 }, (_, i) => `Brand ${i}`);
const types = Array.from({ length: 15 }, (_, i) => `Type ${i}`);
const users = Array.from({ length: 50 }, (_, i) => `user-${i}`);
const objects = Array.from({ length: 20 }, (_, i) => `object-${i}`);
const statuses: ItemStatus[] = ['not_marked', 'marked', 'marked', 'marked', 'not_distributed', 'in_service', 'decommissioned'];

function itemAt(n: number, createdAt: number): ItemRecord {
  const fields = {
    _id: sortableId(createdAt),
    title: `${pick(['Laptop', 'Chair', 'Desk', 'Drill', 'Printer', 'Monitor', 'Phone', 'Ladder'], n)} ${n}`,
    code: n % 7 === 0 ? null : `QR${String(n).padStart(8, '0')}`,
    totalCents: (n * 7919) % 500_000,
    brand: pick(brands, n),
    model: `Model ${n % 400}`,
    type: pick(types, n),
    serial: `SN-${n}`,
    responsibleId: n % 5 === 0 ? null : pick(users, n),
    objectId: pick(objects, n),
    locationId: `${pick(objects, n)}-loc-${n % 5}`,
    status: pick(statuses, n),
    hasPhoto: n % 3 === 0,
  };
  return {
    ...keys.item(companyId, fields._id),
    ...indexAttributes(companyId, fields),
    ...fields,
    entity: 'item',
    companyId,
    capacity: null,
    accountingType: 'single',
    quantity: 1,
    units: null,
    priceCents: fields.totalCents,
    objectTitle: fields.objectId,
    locationTitle: fields.locationId,
    responsibleName: fields.responsibleId,
    customs: {},
    photos: fields.hasPhoto ? [{ name: `${fields._id}.jpg`, main: true }] : [],
    parent: null,
    version: 1,
    createdBy: tenant.userId,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(createdAt).toISOString(),
  };
}

async function load(): Promise<number> {
  const started = performance.now();
  const facetCounts = new Map<string, number>();
  let totalCents = 0;
  const start = Date.now() - total * 1000;
  const batches: ItemRecord[][] = [];
  for (let n = 0; n < total; n += 25) {
    batches.push(Array.from({ length: Math.min(25, total - n) }, (_, i) => itemAt(n + i, start + (n + i) * 1000)));
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      for (const item of batch) {
        totalCents += item.totalCents;
        for (const [dimension, value] of Object.entries(facetsOf(item))) {
          const key = `${dimension}\u0000${value}`;
          facetCounts.set(key, (facetCounts.get(key) ?? 0) + 1);
        }
      }
      let request: Record<string, unknown[]> | undefined = { [tableName()]: batch.map((Item) => ({ PutRequest: { Item } })) };
      while (request && Object.keys(request).length) {
        const answer = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
        request = answer.UnprocessedItems as Record<string, unknown[]> | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  for (const [key, count] of facetCounts) {
    const [dimension, value] = key.split('\u0000') as [string, string];
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.itemFacet(companyId, dimension, value), count } }));
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'SET itemsCount = :count, totalItemPriceCents = :cents, entity = :company, #settings = :settings',
      ExpressionAttributeNames: { '#settings': 'settings' },
      ExpressionAttributeValues: { ':count': total, ':cents': totalCents, ':company': 'company', ':settings': { currency: 'UAH' } },
    }),
  );
  return (performance.now() - started) / 1000;
}

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  consumed = 0;
  const started = performance.now();
  const answer = (await run()) as { data?: unknown[]; count?: number };
  const ms = performance.now() - started;
  const pageBytes = Buffer.byteLength(JSON.stringify(answer.data ?? answer));
  console.log(
    `${label.padEnd(30)} ${consumed.toFixed(1).padStart(7)} RCU ${ms.toFixed(0).padStart(6)} ms   page ${(pageBytes / 1024).toFixed(1).padStart(5)} KB (${Math.ceil(pageBytes / 4096)} RCU-size)   rows ${String(answer.data?.length ?? '-').padStart(2)}  count ${answer.count ?? '-'}`,
  );
}

export async function itemsBench(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamo();
  try {
    Object.assign(process.env, sdkEnvironment({ dynamodb: dynamo.endpoint, s3: '', sqs: '', ses: '', sns: '' }), { TABLE_NAME: 'bench', LOG_LEVEL: 'silent' });
    resetEnv();
    await createTable(dynamo.endpoint, 'bench');
    db().middlewareStack.add(
      (next) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
        track(output.ConsumedCapacity);
        return result;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );
    console.log(`\nItems: loading ${total.toLocaleString('en')} items into one company on DynamoDB Local...`);
    const seconds = await load();
    console.log(`loaded in ${seconds.toFixed(0)} s\n`);
    console.log('page of 10                     consumed      time   what the page weighs');
    const list = (query: Record<string, string>) => () => listItems(tenant, listItemsQuery.parse(query));
    for (const sort of ['-created', 'created', 'title', '-title', 'price', '-price', 'code', '-code']) {
      await measure(`sort ${sort}`, list({ sort }));
    }
    const filters: Record<string, string> = {
      brand: 'brand 7',
      model: 'model 123',
      type: 'type 3',
      serial: 'SN-4242',
      status: 'in_service',
      responsible: 'user-17',
      object: 'object-3',
      location: 'object-3-loc-3',
      withPhoto: 'true',
    };
    for (const [name, value] of Object.entries(filters)) await measure(`filter ${name}`, list({ [name]: value }));
    await measure('search "laptop 12" (title)', list({ search: 'laptop 12', sort: 'title' }));
    await measure('filter serial + sort price', list({ serial: 'SN-4242', sort: 'price' }));
    await measure('page 100 (offset 990)', list({ offset: '990' }));
    await measure('counters', () => counters(tenant));
  } finally {
    await dynamo.stop();
  }
}
