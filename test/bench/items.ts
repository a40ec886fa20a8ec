import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { companyAnalytics } from '../../functions/items/analytics';
import { createItems } from '../../functions/items/creation';
import { editItem } from '../../functions/items/editing';
import { accumulate, type FacetDelta } from '../../functions/items/store/facet-counts';
import { indexAttributes } from '../../functions/items/store/indexes';
import { counters, listItems } from '../../functions/items/listing';
import { itemIdOf, placeOf, serialHeadOf, setsOf } from '../../functions/items/sets/memberships';
import { setsMarkerRecord } from '../../functions/items/sets/sync';
import { orderChanges, orderFields, orderKeysOf, type OrderField } from '../../functions/items/orders/store';
import { buildItemOrder } from '../../functions/items/orders/builds';
import { changesServed } from '../../functions/items/orders/page';
import { markItem, placeItems, sendToService } from '../../functions/items/operations';
import type { ItemRecord } from '../../functions/items/store/record';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { createItemBody, editItemBody, listItemsQuery, repairBody, type ItemStatus } from '../../shared/schemas/items';
import { writeAll } from './batch-write';
import { measure, measureWrite, startBenchTable, trackSetWrites, verdict } from './capacity';
import { loadScheduleRows, measureScheduleFilters } from './items-schedule';

/**
 * `npm run bench -- items`: 100,000 items in one company on DynamoDB Local (in memory), then a page
 * of 10 under each sort, each single filter, a title search, fragments of codes and serial numbers
 * and the counters, with the read capacity each consumed (ReturnConsumedCapacity) and the time,
 * next to what the page weighs. Serial numbers are SN-<n> (n from 0), codes QR<n, 8 digits>.
 */

const total = Number(process.env.BENCH_ITEMS ?? 100_000);
const companyId = 'bench-company';
const tenant = { userId: 'bench-user', sessionId: 'bench', role: 'root' as const, companyId };

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
      const { set, chunk: at } = placeOf(name, seq);
      const chunks = sets.get(set) ?? new Map<number, number[]>();
      const chunk = chunks.get(at) ?? [];
      chunk.push(seq);
      chunks.set(at, chunk);
      sets.set(set, chunks);
    }
    markers.push(setsMarkerRecord(companyId, item._id, names, 1, orderKeysOf(item)));
  }
  await writeAll(items);
  const setRows = [...sets].flatMap(([name, chunks]) => [...chunks].map(([chunk, members]) => ({ ...keys.itemSetChunk(companyId, name, chunk), m: new Set(members) })));
  await writeAll(setRows);
  // The serial number heads the sets name, as the set sync lists them (keys.serialHead).
  const heads = new Set([...sets.keys()].map(serialHeadOf).filter((head): head is string => head !== null));
  await writeAll([...heads].map((head) => ({ ...keys.serialHead(companyId, head), entity: 'serial-head' })));
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

/** Builds one packed order as the itemChanges worker does (settled changes taken in), and prints what it read and wrote. */
async function measureBuild(field: OrderField, label: string): Promise<void> {
  let built: Awaited<ReturnType<typeof buildItemOrder>> = null;
  await measureWrite(`build ${field} ${label}`, async () => {
    built = await buildItemOrder(companyId, field, { now: Date.now() + 60_000 });
  });
  console.log(`  ${built!.items.toLocaleString('en')} items in ${built!.chunks} chunks, ${built!.incremental ? 'from the build before' : 'from the sort index'}`);
}

export async function itemsBench(): Promise<void> {
  const dynamo = await startBenchTable();
  try {
    console.log(`\nItems: loading ${total.toLocaleString('en')} items into one company on DynamoDB Local...`);
    const loaded = await load();
    console.log(`loaded in ${loaded.seconds.toFixed(0)} s (${loaded.setRows.toLocaleString('en')} membership set chunks)\n`);
    console.log('packed orders (searches in title, price, code and book value order; built by the itemChanges worker)');
    for (const field of orderFields) await measureBuild(field, 'from the index');
    console.log('');
    console.log('page of 10 (default sort -created)             consumed  x weight   time   what the page weighs');
    const list = (query: Record<string, string>) => () => listItems(companyId, listItemsQuery.parse(query));
    const page1 = await measure('sort -created', list({}));
    for (const sort of ['created', 'title', '-title', 'price', '-price', 'code', '-code', 'bookValue', '-bookValue']) await measure(`sort ${sort}`, list({ sort }));
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
    await measure('search "qr00004243" (a whole code)', list({ search: 'qr00004243' }));
    await measure('search "sn-4242" (a whole serial)', list({ search: 'sn-4242' }));
    await measure('search "silent3" + status marked', list({ search: 'silent3', status: 'marked' }));

    // Issue 25: codes and serial numbers found by any run of 3 or more characters, serials by their start.
    console.log('\nfragments of codes and serial numbers');
    const fragments = [
      await measure('search "SN-424" (a serial start)', list({ search: 'SN-424' })),
      await measure('search "42424" (inside a serial)', list({ search: '42424' })),
      await measure('search "0424" (inside codes and serials)', list({ search: '0424' })),
      await measure('search "4243" (the end of a code)', list({ search: '4243' })),
      await measure('search "R0000424" (code fragment)', list({ search: 'R0000424' })),
      await measure('search "q-r-0-0-0-0-4-2-4-3" (separators)', list({ search: 'q-r-0-0-0-0-4-2-4-3' })),
      await measure('filter serial "4242" (fragment)', list({ serial: '4242' })),
      await measure('filter serial "SN-4242"', list({ serial: 'SN-4242' })),
      await measure('filter serial "Sn-4242" + sort price', list({ serial: 'Sn-4242', sort: 'price' })),
      await measure('filter serial "sn-4242" + brand', list({ serial: 'sn-4242', brand: 'Metabo' })),
    ];
    const broadFragments = [
      await measure('search "424" (a single run)', list({ search: '424' })),
      await measure('search "sn-4" (a broad start, as "sn-ms")', list({ search: 'sn-4' })),
      await measure('filter serial "sn" (2-character start)', list({ serial: 'sn' })),
      await measure('filter serial "S" (1-character start)', list({ serial: 'S' })),
    ];

    // Issue 25 section 2: a search or filter in another order reads the sort's packed order.
    console.log('\nsearches and filters in another order (packed orders)');
    const without = (query: Record<string, string>) => () => listItems(companyId, listItemsQuery.parse(query), { packedOrdersFrom: Infinity });
    await measure('without: search "drill" sort title', without({ search: 'drill', sort: 'title' }));
    await measure('without: search "silent3" sort title', without({ search: 'silent3', sort: 'title' }));
    await measure('without: brand Makita sort -price', without({ brand: 'Makita', sort: '-price' }));
    const inOrder = [
      await measure('search "silent3" sort title', list({ search: 'silent3', sort: 'title' })),
      await measure('search "silent3" sort -price', list({ search: 'silent3', sort: '-price' })),
      await measure('search "silent3" sort code', list({ search: 'silent3', sort: 'code' })),
      await measure('search "silent3" sort -bookValue', list({ search: 'silent3', sort: '-bookValue' })),
      await measure('search "drill" sort title', list({ search: 'drill', sort: 'title' })),
      await measure('search "drill" sort -title', list({ search: 'drill', sort: '-title' })),
      await measure('search "drill silent3" sort price', list({ search: 'drill silent3', sort: 'price' })),
      await measure('search "sn-4" sort title', list({ search: 'sn-4', sort: 'title' })),
      await measure('brand Makita sort -price', list({ brand: 'Makita', sort: '-price' })),
      await measure('brand Makita sort -bookValue', list({ brand: 'Makita', sort: '-bookValue' })),
      await measure('brand Makita + status marked sort title', list({ brand: 'Makita', status: 'marked', sort: 'title' })),
      await measure('status marked sort code', list({ status: 'marked', sort: 'code' })),
      await measure('serial + sort price', list({ serial: 'SN-4242', sort: 'price' })),
    ];
    const drillPage = await listItems(companyId, listItemsQuery.parse({ search: 'drill', sort: 'title', offset: '990' }));
    inOrder.push(await measure('search "drill" sort title, page 100 by cursor', list({ search: 'drill', sort: 'title', after: drillPage.next! })));
    inOrder.push(await measure('search "silent3" sort title, offset 50', list({ search: 'silent3', sort: 'title', offset: '50' })));

    console.log('\ncombinations');
    const broad = await measure('brand Makita + status marked (2,500 x 42,857)', list({ brand: 'Makita', status: 'marked' }));
    await measure('status marked + withPhoto (42,857 x 33,334)', list({ status: 'marked', withPhoto: 'true' }));
    await measure('brand + responsible + object', list({ brand: 'Makita', responsible: 'user-1', object: 'object-1' }));
    await measure('customs Colour + brand', list({ customs: 'Colour', brand: 'Makita' }));

    await loadScheduleRows(companyId, total);
    await measureScheduleFilters(measure, list);

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

    console.log('\nwrites (what one call consumes, reads included; its set rows as AWS bills them)');
    trackSetWrites();
    // The company is at its plan's 100,000 items: room for the writes below.
    await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.company(companyId), UpdateExpression: 'ADD itemsCount :room', ExpressionAttributeValues: { ':room': -30 } }));
    const writer = { userId: tenant.userId, sessionId: tenant.sessionId, role: tenant.role, companyId };
    let created: { _id: string }[] = [];
    await measureWrite('create 1 item', async () => {
      created = (await createItems(writer, createItemBody.parse({ title: 'Bench drill heavy', brand: 'Makita', type: 'Tools', price: '10' }))).data;
    });
    await measureWrite('create 10 copies', () => createItems(writer, createItemBody.parse({ title: 'Bench chair', brand: 'Ikea', price: '5', count: 10 })));
    await measureWrite('edit the title', () => editItem(writer, created[0]!._id, editItemBody.parse({ title: 'Bench hammer drill' })));
    await measureWrite('send to service', () => sendToService(writer, created[0]!._id, repairBody.parse({ title: 'Workshop', reason: 'Check', location: 'Kyiv' })));
    // docs/cost.md's item, with and without a serial number (issue 25: its starts and runs are sets).
    const costItem = { title: 'Cordless drill with two batteries', brand: 'Makita', model: 'DDF485', type: 'Power tools', price: '10' };
    let serialled = '';
    await measureWrite('create cost.md\'s item, serial SN-MS-1000420', async () => {
      serialled = (await createItems(writer, createItemBody.parse({ ...costItem, serial: 'SN-MS-1000420' }))).data[0]!._id;
    });
    await measureWrite('mark it with a 10-character label code', () => markItem(writer, serialled, '7K3M9QX2HD'));
    await measureWrite('move it to another location', () => placeItems(writer, [serialled], 'object-3', 'object-3-loc-1'));
    await measureWrite('edit its title', () => editItem(writer, serialled, editItemBody.parse({ title: 'Hammer drill with one battery' })));
    await measureWrite('edit its serial number', () => editItem(writer, serialled, editItemBody.parse({ serial: 'SN-MS-1000421' })));
    await measureWrite('create it with serial QX-72-5531-B', () => createItems(writer, createItemBody.parse({ ...costItem, serial: 'QX-72-5531-B' })));
    await measureWrite('create it without a serial number', () => createItems(writer, createItemBody.parse(costItem)));

    // The writes above left change records; as many again as a build lets a reader serve, and the searches once more.
    console.log('\nsearches in another order with changes since the build');
    const changedTitles = Math.max(0, changesServed - 20);
    const edits: string[] = [];
    for (let offset = 0; edits.length < changedTitles; offset += 100) {
      const page = await listItems(companyId, listItemsQuery.parse({ search: 'drill', limit: '100', offset: String(offset) }));
      // Open items only: a decommissioned one cannot be edited.
      edits.push(...page.data.filter((item) => item.status !== 'decommissioned').map((item) => item._id));
    }
    for (let n = 0; n < changedTitles; n++) await editItem(writer, edits[n]!, editItemBody.parse({ title: `Changed drill ${n}` }));
    console.log(`${changedTitles} title edits since the build (change records of the title order: ${(await orderChanges(companyId, 'title', Infinity)).length})`);
    inOrder.push(await measure('search "drill" sort title', list({ search: 'drill', sort: 'title' })));
    inOrder.push(await measure('search "silent3" sort title', list({ search: 'silent3', sort: 'title' })));
    inOrder.push(await measure('search "changed" sort -title', list({ search: 'changed', sort: '-title' })));
    await measureBuild('title', `with ${changedTitles} changes`);
    inOrder.push(await measure('search "drill" sort title (after the build)', list({ search: 'drill', sort: 'title' })));

    console.log('\nbudgets');
    const results = [
      verdict('a search page of a typical word reads at most 3x its weight', typical.rcu <= 3 * typical.weight, `${typical.rcu.toFixed(1)} RCU for ${typical.weight} RCU-size`),
      verdict('two broad filters read at most 30x the page', broad.rcu <= 30 * broad.weight, `${broad.rcu.toFixed(1)} RCU for ${broad.weight} RCU-size`),
      verdict('page 100 by cursor costs what page 1 costs', page100.rcu <= page1.rcu, `${page100.rcu.toFixed(1)} vs ${page1.rcu.toFixed(1)} RCU`),
      verdict(
        'a fragment of a code or serial reads at most 5x the page',
        fragments.every((row) => row.rcu <= 5 * row.weight),
        `worst ${Math.max(...fragments.map((row) => row.rcu / row.weight)).toFixed(1)}x`,
      ),
      verdict(
        'broad fragments and serial starts read at most 30x the page',
        broadFragments.every((row) => row.rcu <= 30 * row.weight),
        `worst ${Math.max(...broadFragments.map((row) => row.rcu / row.weight)).toFixed(1)}x`,
      ),
      verdict(
        'a search or filter in any order reads at most 30x the page',
        inOrder.every((row) => row.rcu <= 30 * row.weight),
        `worst ${Math.max(...inOrder.map((row) => row.rcu / row.weight)).toFixed(1)}x`,
      ),
    ];
    if (results.includes(false)) process.exitCode = 1;
  } finally {
    await dynamo.stop();
  }
}
