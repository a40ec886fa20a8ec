import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { itemIdInRange, reserveItemRange } from '../../functions/items/bulk';
import { accumulate, facetWrites, type FacetDelta } from '../../functions/items/store/facet-counts';
import { creationEntry, newItemRecord, type NewItemFields } from '../../functions/items/creation';
import { companyBookValues } from '../../functions/items/depreciation';
import { chunkSize } from '../../functions/items/sets/memberships';
import { syncNewItemSets } from '../../functions/items/sets/sync';
import { batchWrite } from '../../functions/lib/db/batches';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import type { Tenant } from '../../functions/lib/http/session';
import type { Owner } from './items';

/**
 * Many items for a test that needs thousands (bulk jobs), written as the services leave them (the
 * records, their creation history, facet counts, membership sets and the company's counters) but in
 * batches instead of one transaction per 40 items: DynamoDB Local takes about 20 ms per item in a
 * transaction, and 2,500 items through the API take the better part of a minute.
 */
export async function seedItems(owner: Owner, count: number, fields: Partial<NewItemFields> & { title: string }): Promise<string[]> {
  const companyId = owner.company._id;
  const tenant: Tenant = { companyId, userId: owner.user._id, sessionId: 'seed', role: 'root' };
  const item: NewItemFields = { brand: null, model: null, type: null, serial: null, capacity: null, accountingType: 'single', quantity: 1, units: null, priceCents: 0, customs: {}, ...fields };
  // A range of whole set chunks, so the sets are written chunk by chunk as an import writes them.
  const first = await reserveItemRange(companyId, count);
  const at = new Date();
  const bookValueOf = await companyBookValues(companyId, at);
  const records = Array.from({ length: count }, (_, index) => newItemRecord(tenant, itemIdInRange(first, index), item, { responsibleId: null, responsibleName: null }, at, bookValueOf));
  const deltas = new Map<string, FacetDelta>();
  const totals = { cents: 0, items: 0 };
  for (const record of records) accumulate(deltas, totals, null, record);
  const facetRows = facetWrites(companyId, deltas).map((write) => write.item.Update!);
  await batchWrite(records.flatMap((record) => [{ PutRequest: { Item: record } }, { PutRequest: { Item: creationEntry(tenant, record, at).item.Put!.Item! } }]), 8);
  for (const facet of facetRows) await db().send(new UpdateCommand(facet as ConstructorParameters<typeof UpdateCommand>[0]));
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'ADD itemsCount :items, totalItemPriceCents :cents',
      ExpressionAttributeValues: { ':items': totals.items, ':cents': totals.cents },
    }),
  );
  const ids = records.map((record) => record._id);
  for (let start = 0; start < ids.length; start += chunkSize) await syncNewItemSets(companyId, ids.slice(start, start + chunkSize), count >= chunkSize);
  return ids;
}
