import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { computeBookValues } from '../../functions/items/book-values-job';
import { reviseBookValue } from '../../functions/items/store/book-values';
import type { ItemRecord } from '../../functions/items/store/record';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';

/**
 * The items list in book value order (issue 28, section 3; docs/depreciation.md "List order"): every
 * write keeps the item's book value as of its month in the itemsByBookValue index, and the
 * revaluation walk (the analytics snapshot's job, queued by the first list in this order or the
 * first analytics read of a day or of new defaults) moves the items whose value changed without a
 * write: a month ended, a type's default changed, or an item written before the order was kept.
 * Items in service long ago are fully depreciated and those in service in the future not at all, so
 * the order does not depend on the day the test runs (but for the month-end case, which moves the clock).
 */

async function titles(owner: Owner, query: Record<string, string>): Promise<string[]> {
  const answer = await api('GET', itemsPath(owner), { token: owner.token, query: { limit: '100', ...query } });
  expect(answer.status).toBe(200);
  return (answer.body.data as { title: string }[]).map((item) => item.title);
}

/** Every page of the list in that order, 2 a page, by cursor. */
async function pagedTitles(owner: Owner, sort: string): Promise<string[]> {
  const seen: string[] = [];
  let after: string | undefined;
  for (;;) {
    const answer = await api('GET', itemsPath(owner), { token: owner.token, query: { limit: '2', sort, ...(after ? { after } : {}) } });
    expect(answer.status).toBe(200);
    seen.push(...(answer.body.data as { title: string }[]).map((item) => item.title));
    if (!answer.body.next) return seen;
    after = answer.body.next;
  }
}

async function setDefaults(owner: Owner, defaults: unknown[]) {
  const saved = await api('PUT', `/company/${owner.company._id}/depreciation`, { token: owner.token, body: { defaults } });
  expect(saved.status).toBe(200);
}

describe('the items list in book value order', () => {
  it('sorts by book value both ways, by cursor, with a search and a filter, and follows an edit at once', async () => {
    const owner = await companyOwner();
    // Book values: 100 (fully depreciated to its salvage), 300 (not in service yet), 500 (no terms: its cost), 2,000 (a type without a default).
    await createItems(owner, { title: 'Asset crane', price: '1000', inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '100', depreciationMethod: 'straight-line' });
    await createItems(owner, { title: 'Asset future', price: '300', inServiceDate: '2999-01-01', usefulLifeMonths: 12 });
    await createItems(owner, { title: 'Asset desk', price: '500' });
    await createItems(owner, { title: 'Asset laptop', type: 'Laptop', price: '2000', inServiceDate: '2020-01-01' });
    // Sorted by price the crane comes after the desk; by book value before it.
    expect(await titles(owner, { sort: 'price' })).toEqual(['Asset future', 'Asset desk', 'Asset crane', 'Asset laptop']);
    const ascending = ['Asset crane', 'Asset future', 'Asset desk', 'Asset laptop'];
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(ascending);
    expect(await titles(owner, { sort: '-bookValue' })).toEqual([...ascending].reverse());
    expect(await pagedTitles(owner, 'bookValue')).toEqual(ascending);
    expect(await pagedTitles(owner, '-bookValue')).toEqual([...ascending].reverse());
    // A search and a filter read the matching items, then this order.
    expect(await titles(owner, { sort: 'bookValue', search: 'asset' })).toEqual(ascending);
    expect(await titles(owner, { sort: '-bookValue', status: 'not_marked' })).toEqual([...ascending].reverse());

    // An edit writes the new value with the item.
    const desk = (await api('GET', itemsPath(owner), { token: owner.token, query: { search: 'desk' } })).body.data[0];
    const edited = await api('PUT', `${itemsPath(owner)}/${desk._id}/edit`, { token: owner.token, body: { price: '50' } });
    expect(edited.status).toBe(200);
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Asset desk', 'Asset crane', 'Asset future', 'Asset laptop']);
    // Those lists queued the revaluation once (the day's and the defaults' first); it finds nothing to move.
    expect(await runQueuedJobs('itemChanges')).toBe(1);
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Asset desk', 'Asset crane', 'Asset future', 'Asset laptop']);
  });

  it('follows a change of a type default and takes in items written before the order was kept, once the revaluation job has run', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Crane', price: '1000', inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '100', depreciationMethod: 'straight-line' });
    const [laptop] = await createItems(owner, { title: 'Laptop', type: 'Laptop', price: '2000', inServiceDate: '2020-01-01' });
    const [desk] = await createItems(owner, { title: 'Desk', price: '500' });
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Crane', 'Desk', 'Laptop']);
    // The first list in this order today queues the revaluation; it finds nothing to move.
    expect(await runQueuedJobs('itemChanges')).toBe(1);

    // The desk as an item written before this version: no book value kept, so not in the index.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.item(owner.company._id, desk!._id),
        UpdateExpression: 'REMOVE bookValueCents, itemsByBookValuePk, itemsByBookValueSk',
      }),
    );
    // Laptops now depreciate to 10 % over 3 years: this one (in service since 2020) is at 200.
    await setDefaults(owner, [{ type: 'Laptop', usefulLifeMonths: 36, salvagePercent: 10, method: 'straight-line', ratePercent: null }]);
    const card = await api('GET', `${itemsPath(owner)}/${laptop!._id}/detailed`, { token: owner.token });
    expect(card.body.depreciation.bookValue).toBe('200.00');
    // Until the job runs the order is the one written (the card's value is computed on reading).
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Crane', 'Laptop']);
    expect(await runQueuedJobs('itemChanges')).toBe(1);
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Crane', 'Laptop', 'Desk']);
    expect(await titles(owner, { sort: '-bookValue' })).toEqual(['Desk', 'Laptop', 'Crane']);
    // Asked again the same day with the same defaults: nothing more is queued.
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Crane', 'Laptop', 'Desk']);
    expect(await runQueuedJobs('itemChanges')).toBe(0);
  });

  it('moves items whose months ran out when the walk runs in a later month, and leaves an item changed meanwhile to its own write', async () => {
    const owner = await companyOwner();
    const now = new Date();
    const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
    // In service from this month over 2 months, 1,000 to 0: 1,000 now, 500 after next month, 0 after that.
    await createItems(owner, { title: 'Tablet', price: '1000', inServiceDate: month(0), usefulLifeMonths: 2, depreciationMethod: 'straight-line' });
    const [chair] = await createItems(owner, { title: 'Chair', price: '600' });
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Chair', 'Tablet']);

    // Two months on (the first day of the month after both charged months ended), the walk moves the tablet to 0.
    const snapshot = await computeBookValues(owner.company._id, new Date(`${month(3)}T06:00:00Z`));
    expect(snapshot.total).toBe(60_000);
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Tablet', 'Chair']);
    // A second walk finds nothing to move and changes nothing.
    await computeBookValues(owner.company._id, new Date(`${month(3)}T07:00:00Z`));
    expect(await titles(owner, { sort: 'bookValue' })).toEqual(['Tablet', 'Chair']);

    // A walk that read the chair before an edit of it does not write over the edit's own value.
    const read = await db().send(new GetCommand({ TableName: tableName(), Key: keys.item(owner.company._id, chair!._id) }));
    const edited = await api('PUT', `${itemsPath(owner)}/${chair!._id}/edit`, { token: owner.token, body: { price: '0.50' } });
    expect(edited.status).toBe(200);
    expect(await reviseBookValue(owner.company._id, read.Item as ItemRecord, 99_999_00)).toBe(false);
    expect(await titles(owner, { sort: '-bookValue' })).toEqual(['Chair', 'Tablet']);
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.item(owner.company._id, chair!._id) }));
    expect(stored.Item!.bookValueCents).toBe(50);
  });
});
