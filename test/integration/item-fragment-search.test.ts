import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { listItemsQuery } from '../../shared/schemas/items';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { placeOf, seqOf, setName, setsLayout, setsOf } from '../../functions/items/sets/memberships';
import { reindexItemSets } from '../../functions/items/sets/sync';
import { itemById } from '../../functions/items/store/reads';
import { walkItems } from '../../functions/items/walk';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';

/** Issue 25, section 3: codes and serial numbers are found by any run of 3 or more of their characters, and serials by their start. */
describe('finding items by a fragment of their code or serial number', () => {
  let owner: Owner;
  const list = (query: Record<string, string>) => api('GET', itemsPath(owner), { token: owner.token, query });
  const titles = async (query: Record<string, string>) => {
    const answer = await list(query);
    expect(answer.status).toBe(200);
    return { titles: (answer.body.data as { title: string }[]).map((item) => item.title).sort(), count: answer.body.count as number };
  };
  const mark = async (itemId: string, code: string) => {
    const answer = await api('PUT', `${itemsPath(owner)}/${itemId}/mark`, { token: owner.token, body: { code } });
    expect(answer.status).toBe(200);
  };

  beforeAll(async () => {
    owner = await companyOwner();
    const [meter] = await createItems(owner, { title: 'Flow meter', serial: 'SN-MS-1000420', price: '10' });
    await mark(meter!._id, 'QR-7731');
    await createItems(owner, { title: 'Pressure gauge', serial: 'SN-MT-1000421', price: '10' });
    await createItems(owner, { title: 'Шуруповерт', serial: 'ЗВ-Ёж-0042', price: '10' });
    await createItems(owner, { title: 'Crossed runs', serial: 'ABCXBCD', price: '10' });
    await createItems(owner, { title: 'Whole run', serial: 'xabcd', price: '10' });
    const [labelled] = await createItems(owner, { title: 'Labelled box', price: '10' });
    await mark(labelled!._id, 'AB-0420X');
  });

  it('finds SN-MS-1000420 by the issue examples, whatever their case and separators', async () => {
    expect(await titles({ search: 'SN-MS-1000' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: '1000420' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: 'sn-ms' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: 'Sn Ms 1000.420' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: 'SN-MS-1000420' })).toEqual({ titles: ['Flow meter'], count: 1 });
    // A fragment is found in codes too: "0420" is inside the serial of one and the code of another.
    expect(await titles({ search: '0420' })).toEqual({ titles: ['Flow meter', 'Labelled box'], count: 2 });
    expect(await titles({ search: '1000' })).toEqual({ titles: ['Flow meter', 'Pressure gauge'], count: 2 });
  });

  it('finds an item by a fragment of its code', async () => {
    expect(await titles({ search: '773' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: 'r-77' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: 'b0420X' })).toEqual({ titles: ['Labelled box'], count: 1 });
  });

  it('finds Cyrillic serial numbers folded as words are', async () => {
    expect(await titles({ search: 'вёж' })).toEqual({ titles: ['Шуруповерт'], count: 1 });
    expect(await titles({ search: 'ЗВЕЖ-00' })).toEqual({ titles: ['Шуруповерт'], count: 1 });
    expect(await titles({ serial: 'зв' })).toEqual({ titles: ['Шуруповерт'], count: 1 });
  });

  it('counts exactly when the runs of a fragment are all there but apart', async () => {
    expect(await titles({ search: 'abcd' })).toEqual({ titles: ['Whole run'], count: 1 });
    expect(await titles({ search: 'bcd' })).toEqual({ titles: ['Crossed runs', 'Whole run'], count: 2 });
    expect(await titles({ serial: 'abcd' })).toEqual({ titles: ['Whole run'], count: 1 });
  });

  it('keeps title search by word starts, and short searches as before', async () => {
    expect(await titles({ search: 'flow' })).toEqual({ titles: ['Flow meter'], count: 1 });
    expect(await titles({ search: 'pr' })).toEqual({ titles: ['Pressure gauge'], count: 1 });
    // Two characters are no fragment: "sn" is a word start, found in no title.
    expect(await titles({ search: 'sn' })).toEqual({ titles: [], count: 0 });
  });

  it('filters by the start of the serial number as it is typed, and by a fragment from 3 characters on', async () => {
    expect(await titles({ serial: 's' })).toEqual({ titles: ['Flow meter', 'Pressure gauge'], count: 2 });
    expect(await titles({ serial: 'SN' })).toEqual({ titles: ['Flow meter', 'Pressure gauge'], count: 2 });
    expect(await titles({ serial: 'SN-' })).toEqual({ titles: ['Flow meter', 'Pressure gauge'], count: 2 });
    expect(await titles({ serial: 'sn-mt' })).toEqual({ titles: ['Pressure gauge'], count: 1 });
    expect(await titles({ serial: '0420' })).toEqual({ titles: ['Flow meter'], count: 1 });
    // The serial filter reads serial numbers only: "773" is in a code.
    expect(await titles({ serial: '773' })).toEqual({ titles: [], count: 0 });
    expect(await titles({ serial: 'sn', search: 'gauge' })).toEqual({ titles: ['Pressure gauge'], count: 1 });
    expect(await titles({ serial: 'sn', sort: '-title' })).toEqual({ titles: ['Flow meter', 'Pressure gauge'], count: 2 });
  });

  it('finds 1 and 2 typed characters of a serial number through the heads, short serial numbers included', async () => {
    await createItems(owner, { title: 'Short one', serial: 'S7', price: '1' });
    await createItems(owner, { title: 'Shorter', serial: 's', price: '1' });
    expect(await titles({ serial: 's' })).toEqual({ titles: ['Flow meter', 'Pressure gauge', 'Short one', 'Shorter'], count: 4 });
    expect(await titles({ serial: 's-7' })).toEqual({ titles: ['Short one'], count: 1 });
    expect(await titles({ serial: 'sn' })).toEqual({ titles: ['Flow meter', 'Pressure gauge'], count: 2 });
    expect(await titles({ serial: 'x' })).toEqual({ titles: ['Whole run'], count: 1 });
    expect(await titles({ serial: 'q' })).toEqual({ titles: [], count: 0 });
  });

  it('walks (reports, bulk actions) what the list shows under the serial filter', async () => {
    const query = listItemsQuery.parse({ serial: 'sn' });
    const walked: string[] = [];
    for await (const batch of walkItems(owner.company._id as string, query)) walked.push(...batch.map((item) => item.title));
    expect(walked.sort()).toEqual(['Flow meter', 'Pressure gauge']);
  });

  it('follows an edit of the serial number', async () => {
    const [item] = await createItems(owner, { title: 'Valve', serial: 'VX-5501', price: '1' });
    expect((await titles({ search: '5501' })).count).toBe(1);
    const edited = await api('PUT', `${itemsPath(owner)}/${item!._id}/edit`, { token: owner.token, body: { serial: 'VX-7702' } });
    expect(edited.status).toBe(200);
    expect((await titles({ search: '5501' })).count).toBe(0);
    expect(await titles({ search: 'x-770' })).toEqual({ titles: ['Valve'], count: 1 });
    expect(await titles({ serial: 'vx' })).toEqual({ titles: ['Valve'], count: 1 });
  });
});

describe('items whose sets were laid out before fragments', () => {
  it('are found by fragments once their sets are re-laid, and only once', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Old pump', serial: 'PM-88-1234', price: '5' });
    const companyId = owner.company._id as string;
    const seq = seqOf(item!._id)!;
    const record = (await itemById(companyId, item!._id))!;
    // As the code before issue 25 left it: whole serial and filter value sets, no starts or runs, a marker without a layout.
    const now = setsOf(record);
    for (const name of now.filter((set) => set.startsWith('g#') || set.startsWith('ss#'))) {
      const { set, chunk } = placeOf(name, seq);
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.itemSetChunk(companyId, set, chunk), UpdateExpression: 'DELETE m :seq', ExpressionAttributeValues: { ':seq': new Set([seq]) } }));
    }
    const old = [...now.filter((set) => !set.startsWith('g#') && !set.startsWith('ss#')), setName.serial('PM-88-1234'), setName.facet('serial', 'pm-88-1234')].sort();
    for (const name of old.filter((set) => !now.includes(set))) {
      const { set, chunk } = placeOf(name, seq);
      await db().send(new UpdateCommand({ TableName: tableName(), Key: keys.itemSetChunk(companyId, set, chunk), UpdateExpression: 'ADD m :seq', ExpressionAttributeValues: { ':seq': new Set([seq]) } }));
    }
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.itemSetsMarker(companyId, item!._id), entity: 'item-sets', itemId: item!._id, sets: old, version: record.version } }));

    const search = async (query: Record<string, string>) => (await api('GET', itemsPath(owner), { token: owner.token, query })).body.count as number;
    expect(await search({ search: '881234' })).toBe(0);
    expect(await search({ search: 'pm-88-1234' })).toBe(0);

    expect(await reindexItemSets(companyId)).toBe(1);
    expect(await search({ search: '881234' })).toBe(1);
    expect(await search({ serial: 'pm' })).toBe(1);
    expect(await reindexItemSets(companyId)).toBe(0);
    const marker = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemSetsMarker(companyId, item!._id), ConsistentRead: true }));
    expect(marker.Item).toMatchObject({ sets: now, version: record.version, layout: setsLayout });
    // The whole serial's old set no longer holds the item.
    const { set, chunk } = placeOf(setName.serial('PM-88-1234'), seq);
    const oldSet = await db().send(new GetCommand({ TableName: tableName(), Key: keys.itemSetChunk(companyId, set, chunk), ConsistentRead: true }));
    expect([...((oldSet.Item?.m as Set<number> | undefined) ?? [])]).not.toContain(seq);
  });
});
