import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import { companyAnalytics } from '../../functions/items/analytics';
import { createItems } from '../../functions/items/creation';
import { editItem } from '../../functions/items/editing';
import { accumulate, type FacetDelta } from '../../functions/items/store/facet-counts';
import { indexAttributes } from '../../functions/items/store/indexes';
import { counters, listItems } from '../../functions/items/listing';
import { chunkOf, itemIdOf, setsOf } from '../../functions/items/sets/memberships';
import { sendToService } from '../../functions/items/operations';
import type { ItemRecord } from '../../functions/items/store/record';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { createTable, sdkEnvironment } from '../../infra/local/bootstrap';
import { startDynamo } from '../../infra/local/services';
import { createItemBody, editItemBody, listItemsQuery, repairBody, type ItemStatus } from '../../shared/schemas/items';
import { writeAll } from './batch-write';

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
const kinds = ['Laptop', 'Chair', 'Desk', 'Drill', 'Printer', 'Monitor', 'Phone', 'Ladder'];
// A hundred adjectives: each is a typical search word, with about 1,000 matches among 100,000 items.
const adjectives = Array.from({ length: 100 }, (_, i) => `${pick(['compact', 'heavy', 'mobile', 'steel', 'office', 'cordless', 'wide', 'silent', 'spare', 'outdoor'], i)}${Math.floor(i / 10) || ''}`);
const brands = ['Bosch', 'Makita', 'Dell', 'Lenovo', 'Ikea', 'Samsung', 'Canon', 'Epson', 'Hilti', 'Metabo', 'Philips', 'Apple', 'Asus', 'Acer', 'Brother', 'Kinnarps',
  'Steelcase', 'Herman', 'Festool', 'DeWalt', 'Ryobi', 'Stihl', 'Karcher', 'Xerox', 'Kyocera', 'Ricoh', 'Sony', 'Panasonic', 'Zubr', 'Интерскол', 'Дніпро', 'Łucznik',
  'Haier', 'Nokia', 'Huawei', 'Xiaomi', 'Fellowes', 'Leitz', 'Vitra', 'Nowy Styl'];
const types = Array.from({ length: 15 }, (_, i) => pick(['Tools', 'IT equipment', 'Furniture', 'Office', 'Vehicles'], i) + (i >= 5 ? ` ${Math.floor(i / 5)}` : ''));
const users = Array.from({ length: 50 }, (_, i) => `user-${i}`);
const objects = Array.from({ length: 20 }, (_, i) => `object-${i}`);
const statuses: ItemStatus[] = ['not_marked', 'marked', 'marked', 'marked', 'not_distributed', 'in_service', 'decommissioned'];

function itemAt(n: number, createdAt: number): ItemRecord {
  const fields = {
    _id: itemIdOf(n + 1),
    title: `${pick(kinds, n)} ${pick(adjectives, Math.floor(n / 8))} ${n}`,
    code: n % 7 === 0 ? null : `QR${String(n).padStart(8, '0')}`,
    totalCents: (n * 7919) % 500_000,
    brand: pick(brands, n),
    model: `M${n % 400}`,
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
    customs: n % 10 === 0 ? { Colour: pick(['Red', 'Green', 'Blue'], n) } : {},
    photos: fields.hasPhoto ? [{ name: `${fields._id}.jpg`, main: true }] : [],
    parent: null,
    version: 1,
    createdBy: tenant.userId,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(createdAt).toISOString(),
  };
}

/** The facet rows the item changes would have written for these moves (count, value and how it reads). */
export function facetRows(facets: Map<string, FacetDelta>): Record<string, unknown>[] {
  return [...facets].map(([key, delta]) => {
    const [dimension, value] = key.split('\u0000') as [string, string];
    return { ...keys.itemFacet(companyId, dimension, value), count: delta.count, valueCents: delta.cents, ...(delta.label ? { label: delta.label } : {}), ...(delta.field ? { field: delta.field } : {}) };
  });
}

/** The items, their facet counts, their membership sets and markers, as the services would have written them. */
export async function load(options: { sets: boolean } = { sets: true }): Promise<{ seconds: number; setRows: number }> {
  const started = performance.now();
  const facets = new Map<string, FacetDelta>();
  const sets = new Map<string, Map<number, number[]>>();
  const markers: Record<string, unknown>[] = [];
  let totalCents = 0;
  const start = Date.now() - total * 1000;
  const items: ItemRecord[] = [];
  for (let n = 0; n < total; n++) {
    const item = itemAt(n, start + n * 1000);
    items.push(item);
    totalCents += item.totalCents;
    accumulate(facets, { cents: 0, items: 0 }, null, item);
    if (!options.sets) continue;
    const seq = n + 1;
    const names = setsOf(item);
    for (const name of names) {
      const chunks = sets.get(name) ?? new Map<number, number[]>();
      const chunk = chunks.get(chunkOf(seq)) ?? [];
      chunk.push(seq);
      chunks.set(chunkOf(seq), chunk);
      sets.set(name, chunks);
    }
    markers.push({ ...keys.itemSetsMarker(companyId, item._id), entity: 'item-sets', itemId: item._id, sets: names, version: 1 });
  }
  await writeAll(items);
  const setRows = [...sets].flatMap(([name, chunks]) => [...chunks].map(([chunk, members]) => ({ ...keys.itemSetChunk(companyId, name, chunk), m: new Set(members) })));
  await writeAll(setRows);
  await writeAll(markers);
  await writeAll(facetRows(facets));
  // The objects the items are placed in, with their locations (analytics names them by these).
  await writeAll(objects.map((objectId) => ({
    ...keys.object(companyId, objectId), entity: 'object', _id: objectId, title: `Site ${objectId}`,
    locations: Array.from({ length: 5 }, (_, i) => ({ _id: `${objectId}-loc-${i}`, title: `Room ${i}` })),
  })));
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.company(companyId),
        entity: 'company',
        _id: companyId,
        title: 'Bench',
        plan: 'business',
        subscriptionEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        itemsCount: total,
        itemSeq: total,
        totalItemPriceCents: totalCents,
        settings: { currency: 'UAH', operationsWithApprovement: false },
      },
    }),
  );
  return { seconds: (performance.now() - started) / 1000, setRows: setRows.length };
}

interface Measured {
  rcu: number;
  weight: number;
}

/** Runs one list call and prints what it read (consumed capacity) beside what its page weighs in 4 KB units. */
export async function measure(label: string, run: () => Promise<unknown>): Promise<Measured> {
  consumed = 0;
  const started = performance.now();
  const answer = (await run()) as { data?: unknown[]; count?: number };
  const ms = performance.now() - started;
  const pageBytes = Buffer.byteLength(JSON.stringify(answer.data ?? answer));
  const weight = Math.max(1, Math.ceil(pageBytes / 4096));
  console.log(
    `${label.padEnd(44)} ${consumed.toFixed(1).padStart(7)} RCU ${(consumed / weight).toFixed(1).padStart(5)}x ${ms.toFixed(0).padStart(6)} ms   page ${(pageBytes / 1024).toFixed(1).padStart(5)} KB (${weight} RCU-size)  rows ${String(answer.data?.length ?? '-').padStart(2)}  count ${answer.count ?? '-'}`,
  );
  return { rcu: consumed, weight };
}

async function measureWrite(label: string, run: () => Promise<unknown>): Promise<void> {
  consumed = 0;
  const started = performance.now();
  await run();
  console.log(`${label.padEnd(44)} ${consumed.toFixed(1).padStart(7)} WCU+RCU ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
}

export function verdict(label: string, ok: boolean, detail: string): boolean {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
  return ok;
}

/** DynamoDB Local with the table, every call's consumed capacity counted into `consumed`. */
export async function startBenchTable(): Promise<{ stop: () => Promise<void> }> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dynamo = await startDynamo();
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
  return dynamo;
}

export async function itemsBench(): Promise<void> {
  const dynamo = await startBenchTable();
  try {
    console.log(`\nItems: loading ${total.toLocaleString('en')} items into one company on DynamoDB Local...`);
    const loaded = await load();
    console.log(`loaded in ${loaded.seconds.toFixed(0)} s (${loaded.setRows.toLocaleString('en')} membership set chunks)\n`);
    console.log('page of 10 (default sort -created)             consumed  x weight   time   what the page weighs');
    const list = (query: Record<string, string>) => () => listItems(companyId, listItemsQuery.parse(query));
    const page1 = await measure('sort -created', list({}));
    for (const sort of ['created', 'title', '-title', 'price', '-price', 'code', '-code']) await measure(`sort ${sort}`, list({ sort }));
    const filters: Record<string, string> = {
      brand: 'Makita',
      model: 'M123',
      type: 'Tools 2',
      serial: 'SN-4242',
      status: 'in_service',
      responsible: 'user-17',
      object: 'object-3',
      location: 'object-3-loc-3',
      withPhoto: 'true',
    };
    for (const [name, value] of Object.entries(filters)) await measure(`filter ${name}`, list({ [name]: value }));
    await measure('filter customs (Colour)', list({ customs: 'Colour' }));
    await measure('filter customs + customsValue (Colour=red)', list({ customs: 'Colour', customsValue: 'red' }));

    console.log('\nsearch');
    const typical = await measure('search "silent3" (a typical word)', list({ search: 'silent3' }));
    await measure('search "silen" (start of 10 typical words)', list({ search: 'silen' }));
    await measure('search "drill" (one title in 8)', list({ search: 'drill' }));
    await measure('search "makita" (a brand word)', list({ search: 'makita' }));
    await measure('search "интер" (Cyrillic brand start)', list({ search: 'интер' }));
    await measure('search "drill silent3" (two words)', list({ search: 'drill silent3' }));
    await measure('search "qr00004243" (code, exact)', list({ search: 'qr00004243' }));
    await measure('search "sn-4242" (serial, exact)', list({ search: 'sn-4242' }));
    await measure('search "silent3" sort title', list({ search: 'silent3', sort: 'title' }));
    await measure('search "silent3" sort -price', list({ search: 'silent3', sort: '-price' }));
    await measure('search "drill" sort title', list({ search: 'drill', sort: 'title' }));
    await measure('search "silent3" + status marked', list({ search: 'silent3', status: 'marked' }));

    console.log('\ncombinations');
    const broad = await measure('brand Makita + status marked (2,500 x 42,857)', list({ brand: 'Makita', status: 'marked' }));
    await measure('status marked + withPhoto (42,857 x 33,334)', list({ status: 'marked', withPhoto: 'true' }));
    await measure('brand + responsible + object', list({ brand: 'Makita', responsible: 'user-1', object: 'object-1' }));
    await measure('brand Makita sort -price', list({ brand: 'Makita', sort: '-price' }));
    await measure('brand Makita + status marked sort title', list({ brand: 'Makita', status: 'marked', sort: 'title' }));
    await measure('status marked sort code', list({ status: 'marked', sort: 'code' }));
    await measure('serial + sort price', list({ serial: 'SN-4242', sort: 'price' }));
    await measure('customs Colour + brand', list({ customs: 'Colour', brand: 'Makita' }));

    console.log('\ndeep pages');
    await measure('page 100 by offset 990', list({ offset: '990' }));
    const before = await listItems(companyId, listItemsQuery.parse({ offset: '980' }));
    const page100 = await measure('page 100 by cursor (after page 99)', list({ after: before.next! }));
    const titleBefore = await listItems(companyId, listItemsQuery.parse({ offset: '980', sort: 'title' }));
    await measure('page 100 sort title by cursor', list({ sort: 'title', after: titleBefore.next! }));
    const brandBefore = await listItems(companyId, listItemsQuery.parse({ offset: '980', brand: 'Makita', status: 'marked' }));
    if (brandBefore.next) await measure('page 100 brand + status by cursor', list({ brand: 'Makita', status: 'marked', after: brandBefore.next }));
    await measure('counters', () => counters(companyId));
    await measure('analytics', () => companyAnalytics(companyId));

    console.log('\nwrites (what one call consumes, reads included)');
    // The company is at its plan's 100,000 items: room for the writes below.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.company(companyId), UpdateExpression: 'ADD itemsCount :room', ExpressionAttributeValues: { ':room': -20 } }));
    const writer = { userId: tenant.userId, sessionId: tenant.sessionId, role: tenant.role, companyId };
    let created: { _id: string }[] = [];
    await measureWrite('create 1 item', async () => {
      created = (await createItems(writer, createItemBody.parse({ title: 'Bench drill heavy', brand: 'Makita', type: 'Tools', price: '10' }))).data;
    });
    await measureWrite('create 10 copies', () => createItems(writer, createItemBody.parse({ title: 'Bench chair', brand: 'Ikea', price: '5', count: 10 })));
    await measureWrite('edit the title', () => editItem(writer, created[0]!._id, editItemBody.parse({ title: 'Bench hammer drill' })));
    await measureWrite('send to service', () => sendToService(writer, created[0]!._id, repairBody.parse({ title: 'Workshop', reason: 'Check', location: 'Kyiv' })));

    console.log('\nbudgets');
    const results = [
      verdict('a search page of a typical word reads at most 3x its weight', typical.rcu <= 3 * typical.weight, `${typical.rcu.toFixed(1)} RCU for ${typical.weight} RCU-size`),
      verdict('two broad filters read at most 30x the page', broad.rcu <= 30 * broad.weight, `${broad.rcu.toFixed(1)} RCU for ${broad.weight} RCU-size`),
      verdict('page 100 by cursor costs what page 1 costs', page100.rcu <= page1.rcu, `${page100.rcu.toFixed(1)} vs ${page1.rcu.toFixed(1)} RCU`),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    await dynamo.stop();
  }
}
