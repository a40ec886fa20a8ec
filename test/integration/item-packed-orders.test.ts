import { beforeAll, describe, expect, it } from 'vitest';
import { createItems as createItemsService } from '../../functions/items/creation';
import { editItem } from '../../functions/items/editing';
import { listItems } from '../../functions/items/listing';
import { buildItemOrder, refreshItemOrders } from '../../functions/items/orders/builds';
import { orderChanges, orderChunks, readOrderHead } from '../../functions/items/orders/store';
import { seqOf } from '../../functions/items/sets/memberships';
import { createItemBody, editItemBody, listItemsQuery } from '../../shared/schemas/items';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { seedItems } from '../support/seed-items';

/**
 * Searches in title, price, code or book value order read the sort's packed order (docs/decisions.md,
 * "Searches in any order"). Whatever changed since its build, every page must be the one reading the
 * matches by id and sorting them gives: each query below is paged through whole, by cursor and by
 * offset, both ways, and compared with the list that never reads a packed order.
 */

const words = ['Drill', 'Saw', 'Ladder', 'Drill', 'Saw', 'Drill'];

describe('searches in a sort order read the packed order', () => {
  let owner: Owner;
  let companyId: string;
  const writer = () => ({ userId: owner.user._id as string, sessionId: 'test', role: 'root' as const, companyId });
  const queries: Record<string, string>[] = [
    { search: 'drill', sort: 'title' },
    { search: 'drill', sort: '-title' },
    { brand: 'omega', sort: 'price' },
    { brand: 'omega', search: 'saw', sort: '-price' },
    { search: 'drill', sort: 'code' },
    { search: 'saw', sort: '-code' },
    { search: 'saw', sort: 'bookValue' },
    { brand: 'alpha', sort: '-bookValue' },
  ];

  /** Every page of a query, by cursor, as the list answers it with the packed orders (`from` 0) or without. */
  const pages = async (query: Record<string, string>, packedOrdersFrom: number) => {
    const ids: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 100; page++) {
      const answer = await listItems(companyId, listItemsQuery.parse({ ...query, limit: '20', ...(after ? { after } : {}) }), { packedOrdersFrom });
      ids.push(...answer.data.map((item) => item._id));
      if (!answer.next) return ids;
      after = answer.next;
    }
    throw new Error('paging did not end');
  };
  const byOffset = async (query: Record<string, string>, offset: number) =>
    (await listItems(companyId, listItemsQuery.parse({ ...query, limit: '20', offset: String(offset) }), { packedOrdersFrom: 0 })).data.map((item) => item._id);

  // After the first checks, a few queries in different orders are enough to see a change placed.
  const someQueries = [queries[0]!, queries[3]!, queries[6]!];
  const expectSameAsWithout = async (checked = queries) => {
    for (const query of checked) {
      const expected = await pages(query, Infinity);
      expect(expected.length).toBeGreaterThan(14);
      expect(await pages(query, 0), JSON.stringify(query)).toEqual(expected);
      expect(await byOffset(query, 14), JSON.stringify(query)).toEqual(expected.slice(14, 34));
    }
  };

  beforeAll(async () => {
    owner = await companyOwner();
    companyId = owner.company._id as string;
    for (const [index, word] of words.entries()) {
      await seedItems(owner, 20, { title: `${word} ${String.fromCharCode(97 + ((index * 5) % 6))}`, brand: index % 2 ? 'Omega' : 'Alpha', priceCents: ((index * 37) % 11) * 1000 });
    }
    // Chunks of 8 items, so pages start and end inside chunks and cross them, as at 100,000 items.
    for (const field of ['title', 'price', 'code', 'bookValue'] as const) expect(await buildItemOrder(companyId, field, { chunkSize: 8 })).toEqual({ items: 120, chunks: 15, incremental: false });
  }, 60_000);

  it('answers every page as reading the matches by id does', async () => {
    await expectSameAsWithout();
  });

  it('places items changed, created and deleted since the build by their change records', async () => {
    const page = await listItems(companyId, listItemsQuery.parse({ search: 'drill', sort: 'title', limit: '30' }));
    // Renamed to the start and to the end of the order, repriced, marked, created, deleted.
    await editItem(writer(), page.data[3]!._id, editItemBody.parse({ title: 'Aaa drill' }));
    await editItem(writer(), page.data[4]!._id, editItemBody.parse({ title: 'Zzz drill', price: '999' }));
    await editItem(writer(), page.data[20]!._id, editItemBody.parse({ price: '0.5' }));
    await api('PUT', `${itemsPath(owner)}/${page.data[21]!._id}/mark`, { token: owner.token, body: { code: 'QR-0001' } });
    await createItemsService(writer(), createItemBody.parse({ title: 'Drill new', brand: 'Omega', price: '55', count: 3 }));
    await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [page.data[7]!._id] } });
    expect((await orderChanges(companyId, 'title', Infinity)).length).toBe(2 + 3);
    expect((await orderChanges(companyId, 'price', Infinity)).length).toBe(2 + 3);
    expect((await orderChanges(companyId, 'code', Infinity)).length).toBe(1 + 3);
    await expectSameAsWithout();
  });

  it('reads items created without a change record (an import) by id, and is built again with them in', async () => {
    await seedItems(owner, 5, { title: 'Drill imported', brand: 'Omega', priceCents: 123 });
    await expectSameAsWithout(someQueries);
    const before = await readOrderHead(companyId, 'title');
    // As the worker builds after the changes have settled: from the build before, the changes taken in and deleted.
    expect(await buildItemOrder(companyId, 'title', { now: Date.now() + 60_000, chunkSize: 8 })).toMatchObject({ incremental: true });
    expect((await readOrderHead(companyId, 'title'))?.build).toBe(before!.build! + 1);
    expect(await orderChanges(companyId, 'title', Infinity)).toEqual([]);
    await expectSameAsWithout(someQueries);
  });

  it('builds from the build before the same order as from the sort index', async () => {
    const page = await listItems(companyId, listItemsQuery.parse({ search: 'saw', sort: 'price', limit: '10' }));
    for (const [index, item] of page.data.entries()) await editItem(writer(), item._id, editItemBody.parse({ price: String(index % 3), title: `Saw ${9 - index}` }));
    await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [page.data[9]!._id] } });
    const later = { now: Date.now() + 60_000, chunkSize: 8 };
    const order = async (field: 'title' | 'price') => {
      const head = await readOrderHead(companyId, field);
      const seqs: number[] = [];
      for await (const chunk of orderChunks(companyId, field, head!.build!, { descending: false, after: undefined })) seqs.push(...chunk.seqs);
      return seqs;
    };
    for (const field of ['title', 'price'] as const) {
      expect(await buildItemOrder(companyId, field, later)).toMatchObject({ incremental: true });
      const incremental = await order(field);
      expect(await buildItemOrder(companyId, field, { ...later, full: true })).toMatchObject({ incremental: false });
      const whole = await order(field);
      // Deleted items stay in an incremental build (no search meets them) until a build from the index.
      const present = new Set(whole);
      expect(incremental.filter((seq) => present.has(seq))).toEqual(whole);
      expect(new Set(incremental).size).toBe(incremental.length);
      expect(incremental.filter((seq) => !present.has(seq))).toContain(seqOf(page.data[9]!._id));
    }
    await expectSameAsWithout(someQueries);
  });

  it('is asked for by the list when missing, once, and by an import that ends, and built by the itemChanges worker', async () => {
    const other = await companyOwner();
    const otherId = other.company._id as string;
    await seedItems(other, 40, { title: 'Pump', brand: 'Omega', priceCents: 500 });
    const ask = () => listItems(otherId, listItemsQuery.parse({ brand: 'omega', sort: 'title' }), { packedOrdersFrom: 0, requestedBy: other.user._id as string });
    const answered = await ask();
    expect(answered.count).toBe(40);
    await ask();
    expect((await readOrderHead(otherId, 'title'))?.requestedAt).toBeGreaterThan(0);
    expect(await runQueuedJobs('itemChanges')).toBe(1);
    const head = await readOrderHead(otherId, 'title');
    expect([head?.build, head?.requestedAt]).toEqual([1, undefined]);
    expect((await ask()).data.map((item) => item._id)).toEqual(answered.data.map((item) => item._id));
    // An import that ends asks for a build from the index of each order the company has (here one).
    await refreshItemOrders(otherId, other.user._id as string);
    expect(await runQueuedJobs('itemChanges')).toBe(1);
    expect((await readOrderHead(otherId, 'title'))?.build).toBe(2);
  });
});
