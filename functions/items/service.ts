import { BatchGetCommand, GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { effectivePlan, planHas } from '../../shared/plans';
import type { CreateItemInput, EditItemInput, Item, ListItemsQuery } from '../../shared/schemas/items';
import { formatCents } from '../../shared/money';
import { requireCompany } from '../company/store';
import type { Session } from '../lib/auth/tokens';
import { db, tableName } from '../lib/db/client';
import { countMatching, readInOrder } from '../lib/db/queries';
import { keys, normalizeTitle, sortableId } from '../lib/db/keys';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { getUser } from '../users/store';
import { displayName } from '../../shared/schemas/users';
import { facetDimensions, facetsOf, facetValue, filterIndexes, filterPartition, indexAttributes, type FacetDimension } from './indexes';
import { changeItem, customRowChanges, logEntry, readItem, type LogKind } from './changes';
import { toItem, type ItemRecord } from './store';

type Tenant = Session & { companyId: string };

/**
 * A filtered list whose index holds more than this many entries cannot also be sorted another way
 * or filtered twice: the answer would read far more than the page weighs.
 */
export const maxScannedForCombinations = 2_000;

async function objectAndLocation(tenant: Tenant, objectId?: string, locationId?: string) {
  if (!objectId) return { objectId: null, objectTitle: null, locationId: null, locationTitle: null };
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.object(tenant.companyId, objectId) }));
  const object = answer.Item as { title: string; locations: { _id: string; title: string }[] } | undefined;
  if (!object) throw new AppError('ValidationError', { fields: { object: 'invalid_rule_object' } });
  const location = locationId ? object.locations.find((entry) => entry._id === locationId) : undefined;
  if (locationId && !location) throw new AppError('ValidationError', { fields: { location: 'invalid_rule_location' } });
  return { objectId, objectTitle: object.title, locationId: location?._id ?? null, locationTitle: location?.title ?? null };
}

async function responsibleOf(tenant: Tenant, userId?: string) {
  if (!userId) return { responsibleId: null, responsibleName: null };
  const user = await getUser(userId);
  if (!user || user.company !== tenant.companyId) throw new AppError('ValidationError', { fields: { person: 'invalid_rule_person' } });
  return { responsibleId: user._id, responsibleName: displayName(user) };
}

/**
 * Creates `count` identical items in one transaction with their history entries, the company's
 * counters and the facet counts. The plan's item limit is the transaction's condition, so it holds
 * under concurrent creates.
 */
export async function createItems(tenant: Tenant, input: CreateItemInput): Promise<{ data: Item[] }> {
  const company = await requireCompany(tenant.companyId);
  const plan = effectivePlan(company, new Date());
  const customs = input.customs ?? {};
  if (Object.keys(customs).length > 0 && !planHas(plan, 'custom_fields')) throw new AppError('PlanAccessDenied', { feature: 'custom_fields' });
  const [place, responsible] = await Promise.all([objectAndLocation(tenant, input.object, input.location), responsibleOf(tenant, input.person)]);

  const now = new Date();
  const totalCents = input.price * input.quantity;
  const records: ItemRecord[] = Array.from({ length: input.count }, (_, index) => {
    const itemId = sortableId(now.getTime() + index);
    const fields = {
      _id: itemId,
      title: input.title,
      code: null,
      totalCents,
      brand: input.brand,
      model: input.model,
      type: input.type,
      serial: input.serial,
      ...responsible,
      objectId: place.objectId,
      locationId: place.locationId,
      status: 'not_marked' as const,
      hasPhoto: false,
    };
    return {
      ...keys.item(tenant.companyId, itemId),
      ...indexAttributes(tenant.companyId, fields),
      ...fields,
      entity: 'item',
      companyId: tenant.companyId,
      capacity: input.capacity,
      accountingType: input.accountingType,
      quantity: input.quantity,
      units: input.units ?? null,
      priceCents: input.price,
      objectTitle: place.objectTitle,
      locationTitle: place.locationTitle,
      responsibleName: responsible.responsibleName,
      customs,
      photos: [],
      parent: null,
      version: 1,
      createdBy: tenant.userId,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
  });

  const items: GuardedItem[] = [];
  for (const record of records) {
    items.push({ item: { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } } });
    const created = { title: record.title, quantity: record.quantity, price: formatCents(record.priceCents), responsible: record.responsibleId };
    items.push(logEntry(tenant, record, 'creation', {}, created, now));
  }
  items.push({
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.company(tenant.companyId),
        UpdateExpression: 'ADD itemsCount :count, totalItemPriceCents :sum',
        ConditionExpression: 'itemsCount <= :max',
        ExpressionAttributeValues: { ':count': input.count, ':sum': totalCents * input.count, ':max': plan.items - input.count },
      },
    },
    onConditionFailed: 'ItemLimitExceeded',
  });
  const customDeltas = new Map<string, number>();
  for (const record of records) items.push(...customRowChanges(tenant, record._id, {}, customs, customDeltas));
  const facetCounts: [string, string, number][] = [
    ...Object.entries(facetsOf(records[0]!)).map(([dimension, value]) => [dimension, value, input.count] as [string, string, number]),
    ...[...customDeltas].map(([key, count]) => [...(key.split('\u0000') as [string, string]), count] as [string, string, number]),
  ];
  for (const [dimension, value, count] of facetCounts) {
    items.push({
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.itemFacet(tenant.companyId, dimension, value),
          UpdateExpression: 'ADD #count :count',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':count': count },
        },
      },
    });
  }
  if (items.length > 100) throw new AppError('ValidationError', { fields: { count: 'invalid_rule_count_with_customs' } });
  await transact(items);
  return { data: records.map(toItem) };
}

export async function itemDetail(tenant: Tenant, itemId: string): Promise<Item> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.item(tenant.companyId, itemId), ConsistentRead: true }));
  if (!answer.Item) throw new AppError('NotFound');
  return toItem(answer.Item as ItemRecord);
}

export async function counters(tenant: Tenant) {
  const wanted = [
    keys.company(tenant.companyId),
    keys.itemFacet(tenant.companyId, 'status', 'decommissioned'),
    keys.itemFacet(tenant.companyId, 'status', 'in_service'),
  ];
  const answer = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted } } }));
  const found = answer.Responses?.[tableName()] ?? [];
  const find = (key: { pk: string; sk: string }) => found.find((item) => item.pk === key.pk && item.sk === key.sk);
  const company = find(wanted[0]!);
  if (!company) throw new AppError('CompanyNotFound');
  return {
    count: Number(company.itemsCount ?? 0),
    countInBan: Number(find(wanted[1]!)?.count ?? 0),
    countInService: Number(find(wanted[2]!)?.count ?? 0),
    total: formatCents(Number(company.totalItemPriceCents ?? 0)),
  };
}

type Filters = Partial<Record<FacetDimension, string>>;

function filtersOf(query: ListItemsQuery): Filters {
  const filters: Filters = {};
  for (const dimension of facetDimensions) {
    if (dimension === 'withPhoto') {
      if (query.withPhoto) filters.withPhoto = 'yes';
      continue;
    }
    const value = query[dimension];
    if (value) filters[dimension] = value;
  }
  return filters;
}

const sortIndexes = { title: 'itemsByTitle', price: 'itemsByPrice', code: 'itemsByCode' } as const;


async function facetCount(companyId: string, dimension: FacetDimension, value: string): Promise<number> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemFacet(companyId, dimension, facetValue(dimension, value)) }));
  return Number(answer.Item?.count ?? 0);
}

function compareBy(sort: ListItemsQuery['sort']): (a: ItemRecord, b: ItemRecord) => number {
  const descending = sort.startsWith('-');
  const field = sort.replace('-', '');
  const value = (item: ItemRecord): string | number =>
    field === 'title' ? normalizeTitle(item.title) : field === 'price' ? item.totalCents : field === 'code' ? (item.code ?? '\uffff') : item._id;
  return (a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x < y ? -1 : x > y ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
    return descending ? -order : order;
  };
}

interface CustomFilter {
  field: string;
  value: string | null;
}

function matchesAll(item: ItemRecord, filters: Filters, search: string | undefined, custom: CustomFilter | null): boolean {
  const facets = facetsOf(item);
  for (const [dimension, value] of Object.entries(filters) as [FacetDimension, string][]) {
    if (facets[dimension] !== facetValue(dimension, value)) return false;
  }
  if (custom) {
    const own = item.customs[custom.field];
    if (own === undefined || (custom.value !== null && normalizeTitle(own) !== custom.value)) return false;
  }
  return !search || normalizeTitle(item.title).startsWith(normalizeTitle(search));
}

/** Items by id, in the order given (BatchGetItem answers in any order, 100 keys a call). */
async function itemsByIds(companyId: string, ids: string[]): Promise<ItemRecord[]> {
  const found = new Map<string, ItemRecord>();
  for (let start = 0; start < ids.length; start += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: ids.slice(start, start + 100).map((id) => ({ ...keys.item(companyId, id) })) },
    };
    while (request && Object.keys(request).length) {
      const answer = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const record of (answer.Responses?.[tableName()] ?? []) as ItemRecord[]) found.set(record._id, record);
      request = answer.UnprocessedKeys as typeof request;
    }
  }
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/**
 * A page of the company's items. One sort with no filter, or one filter in the default order, or a
 * title search alone, is served by one index read of the page and an exact count kept beside the
 * items. Other combinations read the narrowest index entirely (up to maxScannedForCombinations) and
 * sort or filter the rest in memory; broader ones are refused with a ValidationError.
 */
export async function listItems(tenant: Tenant, query: ListItemsQuery): Promise<{ data: Item[]; count: number }> {
  const { companyId } = tenant;
  const filters = filtersOf(query);
  const filterNames = Object.keys(filters) as FacetDimension[];
  const wanted = query.offset + query.limit;
  const descending = query.sort.startsWith('-');
  const sortField = query.sort.replace('-', '') as 'created' | keyof typeof sortIndexes;
  const page = (records: ItemRecord[]) => records.slice(query.offset, wanted).map(toItem);
  const custom: CustomFilter | null = query.customs
    ? { field: query.customs, value: query.customsValue ? normalizeTitle(query.customsValue) : null }
    : null;

  if (custom && filterNames.length === 0 && !query.search) {
    // Custom-field rows list the items newest first; the page's items are read by id.
    const rows: QueryCommandInput = {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.itemCustomRow(companyId, custom.field, custom.value, '').pk },
      ScanIndexForward: sortField === 'created' ? !descending : false,
    };
    const facet = custom.value === null ? custom.field : `${custom.field}=${custom.value}`;
    const facetAnswer = db().send(new GetCommand({ TableName: tableName(), Key: keys.itemFacet(companyId, 'custom', facet) }));
    if (sortField === 'created') {
      const ids = (await readInOrder<{ sk: string }>(rows, wanted)).map((row) => row.sk);
      const [records, counted] = await Promise.all([itemsByIds(companyId, ids.slice(query.offset)), facetAnswer]);
      return { data: records.map(toItem), count: Number(counted.Item?.count ?? 0) };
    }
    const ids = (await readInOrder<{ sk: string }>(rows, maxScannedForCombinations + 1)).map((row) => row.sk);
    if (ids.length > maxScannedForCombinations) throw new AppError('ValidationError', { fields: { filters: 'invalid_rule_narrow_filters' } });
    const sorted = (await itemsByIds(companyId, ids)).sort(compareBy(query.sort));
    return { data: page(sorted), count: sorted.length };
  }

  if (filterNames.length === 0 && !query.search && !custom) {
    const { pk, skPrefix } = keys.itemsOf(companyId);
    const input: QueryCommandInput =
      sortField === 'created'
        ? { TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix } }
        : {
            TableName: tableName(),
            IndexName: sortIndexes[sortField],
            KeyConditionExpression: `${sortIndexes[sortField]}Pk = :pk`,
            ExpressionAttributeValues: { ':pk': keys.itemIndexPartition(companyId) },
          };
    const [records, company] = await Promise.all([readInOrder<ItemRecord>({ ...input, ScanIndexForward: !descending }, wanted), requireCompany(companyId)]);
    return { data: page(records), count: company.itemsCount };
  }

  if (filterNames.length === 1 && !query.search && !custom && sortField === 'created') {
    const dimension = filterNames[0]!;
    const index = filterIndexes[dimension];
    const [records, count] = await Promise.all([
      readInOrder<ItemRecord>(
        {
          TableName: tableName(),
          IndexName: index,
          KeyConditionExpression: `${index}Pk = :pk`,
          ExpressionAttributeValues: { ':pk': filterPartition(companyId, dimension, filters[dimension]!) },
          ScanIndexForward: !descending,
        },
        wanted,
      ),
      facetCount(companyId, dimension, filters[dimension]!),
    ]);
    return { data: page(records), count };
  }

  const searchInput = (): QueryCommandInput => ({
    TableName: tableName(),
    IndexName: 'itemsByTitle',
    KeyConditionExpression: 'itemsByTitlePk = :pk AND begins_with(itemsByTitleSk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.itemIndexPartition(companyId), ':prefix': normalizeTitle(query.search ?? '') },
  });

  if (filterNames.length === 0 && query.search && !custom && sortField === 'title') {
    const [records, count] = await Promise.all([readInOrder<ItemRecord>({ ...searchInput(), ScanIndexForward: !descending }, wanted), countMatching(searchInput())]);
    return { data: page(records), count };
  }

  // Combinations: read the narrowest source whole, then filter and sort in memory.
  const sizes = await Promise.all(filterNames.map((dimension) => facetCount(companyId, dimension, filters[dimension]!)));
  const narrowest = filterNames[sizes.indexOf(Math.min(...sizes))];
  const source: QueryCommandInput = narrowest
    ? {
        TableName: tableName(),
        IndexName: filterIndexes[narrowest],
        KeyConditionExpression: `${filterIndexes[narrowest]}Pk = :pk`,
        ExpressionAttributeValues: { ':pk': filterPartition(companyId, narrowest, filters[narrowest]!) },
      }
    : searchInput();
  const scanned = await readInOrder<ItemRecord>(source, maxScannedForCombinations + 1);
  if (scanned.length > maxScannedForCombinations) {
    throw new AppError('ValidationError', { fields: { filters: 'invalid_rule_narrow_filters' } });
  }
  const matching = scanned.filter((item) => matchesAll(item, filters, query.search, custom)).sort(compareBy(query.sort));
  return { data: page(matching), count: matching.length };
}

/**
 * Edits an item's fields. The history entry is a quantity or price change when that is what
 * changed, else a field edit; custom fields need the plan's custom_fields feature.
 */
export async function editItem(tenant: Tenant, itemId: string, input: EditItemInput): Promise<Item> {
  if (input.customs && Object.keys(input.customs).length > 0) {
    const company = await requireCompany(tenant.companyId);
    if (!planHas(effectivePlan(company, new Date()), 'custom_fields')) throw new AppError('PlanAccessDenied', { feature: 'custom_fields' });
  }
  const { version, price, ...fields } = input;
  const kind: LogKind =
    Object.keys(fields).length === 1 && fields.quantity !== undefined ? 'change_quantity' : Object.keys(fields).length === 0 && price !== undefined ? 'change_price' : 'edit';
  const next = await changeItem(
    tenant,
    itemId,
    kind,
    (record) => {
      const brand = fields.brand === undefined ? record.brand : fields.brand;
      const model = fields.model === undefined ? record.model : fields.model;
      if (model && !brand) throw new AppError('ValidationError', { fields: { brand: 'invalid_rule_brand_before_model' } });
      const quantity = fields.quantity ?? record.quantity;
      if (record.accountingType === 'single' && quantity !== 1) throw new AppError('ValidationError', { fields: { quantity: 'invalid_rule_single_quantity' } });
      return {
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        ...(price === undefined ? {} : { priceCents: price }),
      };
    },
    version,
  );
  return toItem(next);
}


/** A page of history entries, newest first, and how many there are (when `counted`). */
async function historyPage(input: QueryCommandInput, query: { limit: number; offset: number }, counted = true) {
  const [entries, count] = await Promise.all([
    readInOrder({ ...input, ScanIndexForward: false }, query.offset + query.limit),
    counted ? countMatching(input) : Promise.resolve(0),
  ]);
  return { data: entries.slice(query.offset).map(toLogEntry), count };
}

/** The item's history, newest first, 10 a page. */
export async function itemTransactions(tenant: Tenant, itemId: string, query: { limit: number; offset: number }) {
  await readItem(tenant, itemId);
  const { pk } = keys.itemLog(tenant.companyId, itemId, '');
  return historyPage({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }, query);
}

/** What a user did to items, newest first, 10 a page (from the itemLogByUser index). */
export async function userTransactions(tenant: Tenant, userId: string, query: { limit: number; offset: number }) {
  const user = await getUser(userId);
  if (!user || user.company !== tenant.companyId) throw new AppError('UserNotFound');
  return historyPage(
    {
      TableName: tableName(),
      IndexName: 'itemLogByUser',
      KeyConditionExpression: 'itemLogByUserPk = :pk',
      ExpressionAttributeValues: { ':pk': `COMPANY#${tenant.companyId}#${userId}` },
    },
    query,
  );
}

/** The company's latest operations on items, newest first (the dashboard). */
export async function lastOperations(tenant: Tenant, limit: number) {
  return historyPage(
    {
      TableName: tableName(),
      IndexName: 'itemLogByCompany',
      KeyConditionExpression: 'itemLogByCompanyPk = :pk',
      ExpressionAttributeValues: { ':pk': `COMPANY#${tenant.companyId}` },
    },
    { limit, offset: 0 },
    false,
  ).then((page) => ({ ...page, count: page.data.length }));
}

function toLogEntry(entry: Record<string, unknown>) {
  return {
    _id: String(entry.sk),
    item: String(entry.itemId ?? ''),
    itemTitle: String(entry.itemTitle ?? ''),
    kind: String(entry.kind),
    actionCode: typeof entry.actionCode === 'number' ? entry.actionCode : null,
    historyCode: typeof entry.historyCode === 'number' ? entry.historyCode : 1,
    by: String(entry.by),
    at: String(entry.at),
    before: (entry.before ?? {}) as Record<string, unknown>,
    after: (entry.after ?? {}) as Record<string, unknown>,
  };
}

/** A new item with the fields of an existing one (no code, no history), within the plan's item limit. */
export async function duplicateItem(tenant: Tenant, itemId: string): Promise<{ data: Item[] }> {
  const record = await readItem(tenant, itemId);
  return createItems(tenant, {
    title: record.title,
    brand: record.brand,
    model: record.model,
    type: record.type,
    serial: record.serial,
    capacity: record.capacity,
    accountingType: record.accountingType,
    quantity: record.quantity,
    units: (record.units ?? undefined) as CreateItemInput['units'],
    price: record.priceCents,
    count: 1,
    object: record.objectId ?? undefined,
    location: record.locationId ?? undefined,
    person: record.responsibleId ?? undefined,
    customs: Object.keys(record.customs).length ? record.customs : undefined,
  });
}
