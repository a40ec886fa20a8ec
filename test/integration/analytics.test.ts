import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { endTrial, memberWithRole } from '../support/members';

/** GET /company/{company}/analytics: counts and values from the exact facet counts, as items are created, changed and deleted. */

const analyticsPath = (owner: Owner) => `/company/${owner.company._id}/analytics`;

interface Entry {
  key: string;
  label: string;
  count: number;
  value: string;
}

async function analytics(owner: Owner, token = owner.token) {
  const answer = await api('GET', analyticsPath(owner), { token });
  expect(answer.status).toBe(200);
  return answer.body;
}

const entries = (dimension: { entries: Entry[] }) => dimension.entries.map(({ label, count, value }) => [label, count, value]);

async function edit(owner: Owner, id: string, body: Record<string, unknown>) {
  const answer = await api('PUT', `${itemsPath(owner)}/${id}/edit`, { token: owner.token, body });
  expect(answer.status).toBe(200);
}

describe('analytics', () => {
  it('counts and values every dimension, custom field and status exactly through creation, changes and deletion', async () => {
    const owner = await companyOwner();
    const place = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Main warehouse', locations: ['Shelf A', 'Shelf B'] } });
    const [shelfA, shelfB] = place.body.locations as { _id: string }[];
    const drills = await createItems(owner, {
      title: 'Drill', brand: 'Makita', model: 'HP457', type: 'Tools', price: '120.50', count: 3,
      object: place.body._id, location: shelfA!._id, customs: { Colour: 'Blue' },
    });
    const [laptop] = await createItems(owner, { title: 'Laptop', brand: 'Dell', type: 'IT', price: '1000', customs: { Colour: 'Black', Floor: '2' } });
    await createItems(owner, { title: 'Notebook', accountingType: 'batch', units: 'pieces', quantity: 10, price: '2.25' });

    const first = await analytics(owner);
    expect(first.currency).toBe('UAH');
    expect(first.total).toEqual({ count: 5, value: '1384.00' });
    expect(entries(first.dimensions.brand)).toEqual([['Makita', 3, '361.50'], ['Dell', 1, '1000.00']]);
    expect(first.dimensions.brand.unset).toMatchObject({ count: 1, value: '22.50' });
    expect(first.dimensions.brand.entries[0].key).toBe('makita');
    expect(entries(first.dimensions.model)).toEqual([['HP457', 3, '361.50']]);
    expect(entries(first.dimensions.type)).toEqual([['Tools', 3, '361.50'], ['IT', 1, '1000.00']]);
    expect(first.dimensions.object.entries).toEqual([{ key: place.body._id, label: 'Main warehouse', count: 3, value: '361.50', bookValue: null }]);
    expect(first.dimensions.location.entries).toEqual([{ key: shelfA!._id, label: 'Shelf A', count: 3, value: '361.50', bookValue: null }]);
    expect(first.dimensions.location.unset).toMatchObject({ count: 2, value: '1022.50' });
    expect(first.custom.map((field: { field: string; count: number; value: string }) => [field.field, field.count, field.value])).toEqual([
      ['Colour', 4, '1361.50'],
      ['Floor', 1, '1000.00'],
    ]);
    expect(entries(first.custom[0])).toEqual([['Blue', 3, '361.50'], ['Black', 1, '1000.00']]);
    expect(first.custom[0].unset).toMatchObject({ count: 1, value: '22.50' });
    const statuses = Object.fromEntries(first.statuses.map((entry: { status: string; count: number; value: string }) => [entry.status, [entry.count, entry.value]]));
    expect(statuses.not_marked).toEqual([5, '1384.00']);
    expect(statuses.decommissioned).toEqual([0, '0.00']);

    // A price change moves the values of every facet the item stays under; a brand change moves the item.
    await edit(owner, drills[0]!._id, { price: '200' });
    await edit(owner, drills[1]!._id, { brand: 'Bosch', model: null });
    await api('PUT', `${itemsPath(owner)}/locations/add`, { token: owner.token, body: { item_ids: [drills[2]!._id], object: place.body._id, location: shelfB!._id } });
    const banned = await api('PUT', `${itemsPath(owner)}/${laptop!._id}/ban`, { token: owner.token, body: { reason: 'Broken' } });
    expect(banned.status).toBe(200);

    const second = await analytics(owner);
    expect(second.total).toEqual({ count: 5, value: '1463.50' });
    expect(entries(second.dimensions.brand)).toEqual([['Makita', 2, '320.50'], ['Dell', 1, '1000.00'], ['Bosch', 1, '120.50']]);
    expect(entries(second.dimensions.model)).toEqual([['HP457', 2, '320.50']]);
    expect(entries(second.dimensions.location)).toEqual([['Shelf A', 2, '320.50'], ['Shelf B', 1, '120.50']]);
    expect(entries(second.custom[0])).toEqual([['Blue', 3, '441.00'], ['Black', 1, '1000.00']]);
    const after = Object.fromEntries(second.statuses.map((entry: { status: string; count: number; value: string }) => [entry.status, [entry.count, entry.value]]));
    expect(after.decommissioned).toEqual([1, '1000.00']);
    expect(after.not_marked).toEqual([4, '463.50']);

    const removed = await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [drills[0]!._id, laptop!._id] } });
    expect(removed.status).toBe(200);
    const third = await analytics(owner);
    expect(third.total).toEqual({ count: 3, value: '263.50' });
    expect(entries(third.dimensions.brand)).toEqual([['Bosch', 1, '120.50'], ['Makita', 1, '120.50']]);
    expect(third.custom.map((field: { field: string }) => field.field)).toEqual(['Colour']);
    expect(entries(third.custom[0])).toEqual([['Blue', 2, '241.00']]);
  });

  it('answers an empty company with zeros and no entries', async () => {
    const owner = await companyOwner();
    const empty = await analytics(owner);
    expect(empty.total).toEqual({ count: 0, value: '0.00' });
    expect(empty.dimensions.brand).toMatchObject({ entries: [], others: { entries: 0, count: 0, value: '0.00' }, unset: { count: 0, value: '0.00' }, complete: true });
    expect(empty.custom).toEqual([]);
  });

  it('is refused to the worker and to role user, and answered to stockman and admin', async () => {
    const owner = await companyOwner();
    for (const role of ['worker', 'user'] as const) {
      const member = await memberWithRole(owner.company._id, role);
      const answer = await api('GET', analyticsPath(owner), { token: member.token });
      expect([answer.status, answer.body.error]).toEqual([403, 'AccessError']);
    }
    for (const role of ['stockman', 'admin'] as const) {
      const member = await memberWithRole(owner.company._id, role);
      expect((await api('GET', analyticsPath(owner), { token: member.token })).status).toBe(200);
    }
  });

  it('is refused on the Free plan with PlanAccessDenied', async () => {
    const free = await companyOwner();
    await endTrial(free.company._id);
    const answer = await api('GET', analyticsPath(free), { token: free.token });
    expect([answer.status, answer.body.error]).toEqual([403, 'PlanAccessDenied']);
  });

  it("never shows another company's items", async () => {
    const a = await companyOwner();
    const b = await companyOwner();
    await createItems(a, { title: 'Secret press', brand: 'Acme secret', price: '999' });
    const other = await api('GET', analyticsPath(a), { token: b.token });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('Acme');
    const own = await analytics(b);
    expect(own.total).toEqual({ count: 0, value: '0.00' });
    expect(own.dimensions.brand.entries).toEqual([]);
  });
});
