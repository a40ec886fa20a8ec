import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { seedItems } from '../support/seed-items';

/**
 * Book value in analytics (docs/depreciation.md, "Analytics: book value"): the answer reads the day's
 * snapshot that the items.bookValues job writes, queues that job once a day (and again once the
 * depreciation defaults change), and the sums per value equal the items' own book values on their cards.
 * Items put in service long ago are fully depreciated and items put in service in the future not at
 * all, so the values do not depend on the day the test runs.
 */

const today = () => new Date().toISOString().slice(0, 10);
const cents = (money: string) => Math.round(Number(money) * 100);
const money = (value: number) => (value / 100).toFixed(2);

interface Entry {
  key: string;
  label: string;
  count: number;
  value: string;
  bookValue: string | null;
}

async function analytics(owner: Owner) {
  const answer = await api('GET', `/company/${owner.company._id}/analytics`, { token: owner.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The book value the item's card shows, or its cost without a useful life (as the xlsx report counts it). */
async function cardBookValue(owner: Owner, id: string): Promise<number> {
  const card = await api('GET', `${itemsPath(owner)}/${id}/detailed`, { token: owner.token });
  expect(card.status).toBe(200);
  return card.body.depreciation ? cents(card.body.depreciation.bookValue) : cents(card.body.price) * Number(card.body.quantity ?? 1);
}

const bookValues = (dimension: { entries: Entry[] }) => Object.fromEntries(dimension.entries.map((entry) => [entry.label, entry.bookValue]));

async function setDefaults(owner: Owner, defaults: unknown[]) {
  const saved = await api('PUT', `/company/${owner.company._id}/depreciation`, { token: owner.token, body: { defaults } });
  expect(saved.status).toBe(200);
}

describe('book value in analytics', () => {
  it('is computed by a job queued once a day, sums the cards per value, and is computed again after the defaults change', async () => {
    const owner = await companyOwner();
    await setDefaults(owner, [{ type: 'Laptop', usefulLifeMonths: 36, salvagePercent: 10, method: 'declining-balance', ratePercent: null }]);
    const place = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Office', locations: ['Room 1'] } });
    // The type's label is its first spelling, "laptop"; "Laptop" counts under it.
    const [dell] = await createItems(owner, { title: 'ThinkPad', brand: 'Dell', type: 'laptop', price: '1000', inServiceDate: '2020-01-01', customs: { Colour: 'Black' } });
    const [printer] = await createItems(owner, {
      title: 'Printer', brand: 'DELL', type: 'Printer', price: '1200', inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '200', depreciationMethod: 'straight-line',
      object: place.body._id, location: place.body.locations[0]._id,
    });
    const [future] = await createItems(owner, { title: 'New laptop', brand: 'HP', type: 'Laptop', price: '500', inServiceDate: '2999-01-01' });
    const [plain] = await createItems(owner, { title: 'Desk', price: '300' });
    const [chairs] = await createItems(owner, { title: 'Chairs', accountingType: 'batch', units: 'pieces', quantity: 4, price: '50', salvageValue: '5', inServiceDate: '2019-03-01', usefulLifeMonths: 12 });

    // No snapshot yet: nothing to show but that it is being computed; a second answer queues nothing more.
    const first = await analytics(owner);
    expect(first.bookValue).toEqual({ asOf: null, computedAt: null, total: null, pending: true });
    expect(first.dimensions.brand.entries.map((entry: Entry) => entry.bookValue)).toEqual([null, null]);
    expect(first.dimensions.brand.unset.bookValue).toBeNull();
    expect((await analytics(owner)).bookValue.pending).toBe(true);
    expect(await runQueuedJobs('itemChanges')).toBe(1);

    const card = Object.fromEntries(await Promise.all([dell, printer, future, plain, chairs].map(async (item) => [item!.title, await cardBookValue(owner, item!._id)] as const)));
    expect(card).toEqual({ ThinkPad: 10_000, Printer: 20_000, 'New laptop': 50_000, Desk: 30_000, Chairs: 2_000 });
    const second = await analytics(owner);
    expect(second.bookValue).toMatchObject({ asOf: today(), total: money(112_000), pending: false });
    expect(second.total).toEqual({ count: 5, value: '3200.00' });
    expect(bookValues(second.dimensions.brand)).toEqual({ Dell: money(card.ThinkPad! + card.Printer!), HP: money(card['New laptop']!) });
    expect(second.dimensions.brand.unset).toEqual({ count: 2, value: '500.00', bookValue: money(card.Desk! + card.Chairs!) });
    expect(second.dimensions.brand.others).toEqual({ entries: 0, count: 0, value: '0.00', bookValue: '0.00' });
    expect(bookValues(second.dimensions.type)).toEqual({ laptop: money(card.ThinkPad! + card['New laptop']!), Printer: money(card.Printer!) });
    expect(bookValues(second.dimensions.object)).toEqual({ Office: money(card.Printer!) });
    expect(bookValues(second.dimensions.location)).toEqual({ 'Room 1': money(card.Printer!) });
    expect(second.custom[0]).toMatchObject({ field: 'Colour', bookValue: money(card.ThinkPad!), unset: { count: 4, bookValue: money(112_000 - card.ThinkPad!) } });
    expect(second.statuses.find((entry: { status: string }) => entry.status === 'not_marked')).toMatchObject({ count: 5, bookValue: money(112_000) });
    // The same day with the same defaults: the snapshot is current, nothing is queued.
    expect(await runQueuedJobs('itemChanges')).toBe(0);

    // A longer useful life for laptops: the old figures are shown while the new ones are computed, once.
    await setDefaults(owner, [{ type: 'Laptop', usefulLifeMonths: 1200, salvagePercent: 0, method: 'straight-line', ratePercent: null }]);
    const stale = await analytics(owner);
    expect(stale.bookValue).toMatchObject({ asOf: today(), total: money(112_000), pending: true });
    await analytics(owner);
    expect(await runQueuedJobs('itemChanges')).toBe(1);
    const thinkPad = await cardBookValue(owner, dell!._id);
    expect(thinkPad).toBeGreaterThan(10_000);
    const third = await analytics(owner);
    expect(third.bookValue).toMatchObject({ pending: false, total: money(112_000 - 10_000 + thinkPad) });
    expect(bookValues(third.dimensions.type)).toEqual({ laptop: money(thinkPad + card['New laptop']!), Printer: money(card.Printer!) });
  });

  it('sums the values beyond the listed ones in others', async () => {
    const owner = await companyOwner();
    // 51 brands of one item each: the answer lists 50, the cheapest goes to others.
    for (let index = 0; index < 51; index += 1) await seedItems(owner, 1, { title: `Tool ${index}`, brand: `Brand ${index}`, priceCents: 1_000 + index });
    await analytics(owner);
    expect(await runQueuedJobs('itemChanges')).toBe(1);
    const answer = await analytics(owner);
    expect(answer.dimensions.brand.entries).toHaveLength(50);
    expect(answer.dimensions.brand.entries.every((entry: Entry) => entry.bookValue === entry.value)).toBe(true);
    expect(answer.dimensions.brand.others).toEqual({ entries: 1, count: 1, value: '10.00', bookValue: '10.00' });
    expect(answer.dimensions.brand.unset).toEqual({ count: 0, value: '0.00', bookValue: '0.00' });
  });
});
