import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { chunkOf, seqOf, setName } from '../../functions/items/sets/memberships';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { seedItems } from '../support/seed-items';

describe('searching items', () => {
  let owner: Owner;
  const list = (query: Record<string, string>) => api('GET', itemsPath(owner), { token: owner.token, query });
  const titles = async (query: Record<string, string>) => {
    const answer = await list(query);
    expect(answer.status).toBe(200);
    return { titles: (answer.body.data as { title: string }[]).map((item) => item.title), count: answer.body.count as number };
  };

  beforeAll(async () => {
    owner = await companyOwner();
    await createItems(owner, { title: 'Walker drill', brand: 'Bosch', model: 'GSR 18V-55', type: 'Power tools', price: '219.99', serial: 'SN-77' });
    await createItems(owner, { title: 'Дриль ударна', brand: 'Зубр', type: 'Електроінструмент', price: '80' });
    await createItems(owner, { title: 'Łódź kayak', brand: 'Pelican', price: '300' });
    await createItems(owner, { title: 'Angle grinder', brand: 'Bosch', type: 'Power tools', price: '150' });
    const [marked] = await createItems(owner, { title: 'Ladder', price: '40' });
    await api('PUT', `${itemsPath(owner)}/${marked!._id}/mark`, { token: owner.token, body: { code: 'QR-123' } });
  });

  it('finds an item by any word or the start of any word of its title, brand, model and type', async () => {
    expect(await titles({ search: 'drill' })).toEqual({ titles: ['Walker drill'], count: 1 });
    expect(await titles({ search: 'dri' })).toEqual({ titles: ['Walker drill'], count: 1 });
    expect(await titles({ search: 'BOSCH' })).toEqual({ titles: ['Angle grinder', 'Walker drill'], count: 2 });
    expect(await titles({ search: 'gsr' })).toEqual({ titles: ['Walker drill'], count: 1 });
    expect(await titles({ search: 'power tools' })).toEqual({ titles: ['Angle grinder', 'Walker drill'], count: 2 });
    expect(await titles({ search: 'walker bosch' })).toEqual({ titles: ['Walker drill'], count: 1 });
    expect(await titles({ search: 'walker pelican' })).toEqual({ titles: [], count: 0 });
  });

  it('finds Cyrillic and Polish words whatever their case and diacritics', async () => {
    expect(await titles({ search: 'ДРИЛЬ' })).toEqual({ titles: ['Дриль ударна'], count: 1 });
    expect(await titles({ search: 'зуб' })).toEqual({ titles: ['Дриль ударна'], count: 1 });
    expect(await titles({ search: 'електро' })).toEqual({ titles: ['Дриль ударна'], count: 1 });
    expect(await titles({ search: 'lodz' })).toEqual({ titles: ['Łódź kayak'], count: 1 });
    expect(await titles({ search: 'łódź' })).toEqual({ titles: ['Łódź kayak'], count: 1 });
  });

  it('finds an item by its code or serial number, or any 3 of their characters in a row, whatever the case', async () => {
    expect(await titles({ search: 'qr-123' })).toEqual({ titles: ['Ladder'], count: 1 });
    expect(await titles({ search: 'SN-77' })).toEqual({ titles: ['Walker drill'], count: 1 });
    // Since issue 25 a part is enough (test/integration/item-fragment-search.test.ts).
    expect(await titles({ search: 'SN-7' })).toEqual({ titles: ['Walker drill'], count: 1 });
    expect((await titles({ search: 'SN-8' })).count).toBe(0);
  });

  it('keeps the list sorts and combines the search with filters', async () => {
    expect(await titles({ search: 'bosch', sort: '-price' })).toEqual({ titles: ['Walker drill', 'Angle grinder'], count: 2 });
    expect(await titles({ search: 'bosch', sort: 'title' })).toEqual({ titles: ['Angle grinder', 'Walker drill'], count: 2 });
    expect(await titles({ search: 'power', type: 'power tools', status: 'not_marked', sort: 'price' })).toEqual({ titles: ['Angle grinder', 'Walker drill'], count: 2 });
    expect(await titles({ search: 'ladder', status: 'not_marked' })).toEqual({ titles: [], count: 0 });
  });

  it('follows edits and deletions: an old word no longer finds the item, a new one does', async () => {
    const [item] = await createItems(owner, { title: 'Spirit level', price: '12' });
    expect((await titles({ search: 'spirit' })).count).toBe(1);
    await api('PUT', `${itemsPath(owner)}/${item!._id}/edit`, { token: owner.token, body: { title: 'Laser level' } });
    expect((await titles({ search: 'spirit' })).count).toBe(0);
    expect(await titles({ search: 'laser' })).toEqual({ titles: ['Laser level'], count: 1 });
    await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [item!._id] } });
    expect((await titles({ search: 'level' })).count).toBe(0);
  });
});

describe('combining filters and paging with a cursor', () => {
  let owner: Owner;
  const list = (query: Record<string, string>) => api('GET', itemsPath(owner), { token: owner.token, query });

  beforeAll(async () => {
    owner = await companyOwner();
    for (let n = 0; n < 12; n++) {
      await createItems(owner, { title: `Chair ${String(n).padStart(2, '0')}`, brand: n % 2 ? 'Ikea' : 'Kinnarps', price: String(10 + n) });
    }
  });

  it('answers two filters together, with another sort, with exact counts', async () => {
    const [first] = (await list({ brand: 'ikea', sort: 'title', limit: '1' })).body.data;
    await api('PUT', `${itemsPath(owner)}/${first._id}/repair`, { token: owner.token, body: { title: 'Workshop', reason: 'Leg', location: 'Kyiv' } });
    const both = await list({ brand: 'ikea', status: 'in_service' });
    expect([both.body.count, both.body.data.map((item: { title: string }) => item.title)]).toEqual([1, ['Chair 01']]);
    const sorted = await list({ brand: 'ikea', sort: '-price' });
    expect(sorted.body.count).toBe(6);
    expect(sorted.body.data.map((item: { title: string }) => item.title)).toEqual(['Chair 11', 'Chair 09', 'Chair 07', 'Chair 05', 'Chair 03', 'Chair 01']);
  });

  it('pages forward with `after` through the same items as offsets, for every kind of list', async () => {
    const queries: Record<string, string>[] = [{}, { sort: 'title' }, { sort: '-price' }, { brand: 'kinnarps' }, { brand: 'kinnarps', sort: 'title' }, { search: 'chair' }];
    for (const query of queries) {
      const byOffset: string[] = [];
      for (let offset = 0; offset < 12; offset += 5) {
        byOffset.push(...(await list({ ...query, limit: '5', offset: String(offset) })).body.data.map((item: { _id: string }) => item._id));
      }
      const byCursor: string[] = [];
      let next: string | null = null;
      do {
        const page = await list({ ...query, limit: '5', ...(next ? { after: next } : {}) });
        expect(page.status).toBe(200);
        byCursor.push(...page.body.data.map((item: { _id: string }) => item._id));
        next = page.body.next;
      } while (next);
      expect(byCursor).toEqual(byOffset);
      // A last page that is exactly full says no page follows.
      const first = await list({ ...query, limit: '6' });
      const last = first.body.count === 6 ? first : await list({ ...query, limit: '6', after: first.body.next });
      expect([last.body.data.length, last.body.next]).toEqual([6, null]);
    }
  });

  it('refuses a cursor made for another sort, or not made by us', async () => {
    const first = await list({ limit: '5' });
    const wrongSort = await list({ sort: 'title', after: first.body.next });
    expect([wrongSort.status, wrongSort.body.details]).toEqual([400, { fields: { after: 'invalid_rule_cursor' } }]);
    expect((await list({ after: 'not-a-cursor' })).status).toBe(400);
  });
});

describe('a filter whose matches all sort at one end of the order', () => {
  it('answers the same page whether the sort index is walked or the matches are read by id and sorted', async () => {
    const owner = await companyOwner();
    // 600 items before the 30 matches in title order: the walk starts among items that do not match,
    // gives up once it has read what reading the matches by id costs, and reads them by id instead.
    await seedItems(owner, 600, { title: 'Aaa', brand: 'Alpha' });
    const matches = (await createItems(owner, { title: 'Zzz', brand: 'Omega', count: 30 })).map((item) => item._id).sort();
    const ids = async (query: Record<string, string>) => {
      const answer = await api('GET', itemsPath(owner), { token: owner.token, query: { brand: 'omega', limit: '5', ...query } });
      expect(answer.status).toBe(200);
      expect(answer.body.count).toBe(30);
      return { ids: (answer.body.data as { _id: string }[]).map((item) => item._id), next: answer.body.next as string | null };
    };
    const first = await ids({ sort: 'title' });
    expect(first.ids).toEqual(matches.slice(0, 5));
    expect((await ids({ sort: 'title', after: first.next! })).ids).toEqual(matches.slice(5, 10));
    // Descending, the matches come first: the walk finds them at once.
    expect((await ids({ sort: '-title' })).ids).toEqual([...matches].reverse().slice(0, 5));
  });
});

describe('membership sets after an interrupted change', () => {
  it('a change whose set update was cut off is completed by the next change in the company', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Forklift', price: '9000' });
    const companyId = owner.company._id as string;
    const seq = seqOf(item!._id)!;
    // As if the call had died after its transaction: the sets and marker never saw the item, its job is left.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.itemSetsMarker(companyId, item!._id) }));
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.itemSetChunk(companyId, setName.prefix('forklift'), chunkOf(seq)),
        UpdateExpression: 'DELETE m :seq',
        ExpressionAttributeValues: { ':seq': new Set([seq]) },
      }),
    );
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.itemSetsJob(companyId, 'left-behind'), entity: 'item-sets-job', itemIds: [item!._id], createdAt: Date.now() - 60_000 },
      }),
    );
    const search = () => api('GET', itemsPath(owner), { token: owner.token, query: { search: 'forklift' } });
    expect((await search()).body.count).toBe(0);
    await createItems(owner, { title: 'Pallet', price: '20' });
    expect((await search()).body.count).toBe(1);
  });
});
