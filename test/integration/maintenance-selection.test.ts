import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { memberWithRole } from '../support/members';
import { seedItems } from '../support/seed-items';

/**
 * A plan for every item of a type or model (docs/maintenance.md, "Plans for a type or model from the
 * web"): the count the web's confirmation shows is the items the create request then gives a plan.
 * And for "all matching" of the items list's selection: the list's query (`filter`).
 */

const base = (owner: Owner) => `/company/${owner.company._id}/maintenance`;
const count = (owner: Owner, query: Record<string, string>, token = owner.token) => api('GET', `${base(owner)}/selection`, { token, query });

describe('the items a plan for a type or model covers', () => {
  it('counts the open items of the type or model, as the plans made for it then are', async () => {
    const owner = await companyOwner();
    const trucks = await createItems(owner, { title: 'Truck', type: 'Vehicle', brand: 'Toyota', model: 'FX-2', count: 3 });
    await createItems(owner, { title: 'Van', type: 'Vehicle', brand: 'Ford', model: 'V-8' });
    await createItems(owner, { title: 'Lift', type: 'Lifting', brand: 'Toyota', model: 'FX-2' });
    // Decommissioned: no plan, not counted.
    expect((await api('PUT', `${itemsPath(owner)}/${trucks[0]!._id}/ban`, { token: owner.token, body: {} })).status).toBe(200);

    const byType = await count(owner, { itemType: 'vehicle' });
    expect(byType.status).toBe(200);
    expect(byType.body).toEqual({ count: 3 });
    expect((await count(owner, { itemModel: 'FX-2' })).body).toEqual({ count: 3 });
    expect((await count(owner, { itemModel: 'nothing-like-it' })).body).toEqual({ count: 0 });
    expect((await count(owner, {})).body.details.fields.itemType).toBe('required_field');

    const made = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { title: 'Tyres', repeatUnit: 'months', repeatEvery: 6, firstDue: '2030-04-01', itemType: 'Vehicle' } });
    expect(made.status).toBe(201);
    expect(made.body.count).toBe(byType.body.count);
  });

  it('is for those who add plans: a worker is refused', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: 'Truck', type: 'Vehicle' });
    const worker = await memberWithRole(owner.company._id, 'worker');
    expect((await count(owner, { itemType: 'Vehicle' }, worker.token)).body.error).toBe('AccessError');
  });
});

describe('a plan for every item the items list matches', () => {
  it('gives each open item of the list query a plan of its own, beside items named by id, and refuses more than 500', async () => {
    const owner = await companyOwner();
    const drills = await createItems(owner, { title: 'Drill', brand: 'Makita', count: 3 });
    const [saw] = await createItems(owner, { title: 'Saw', brand: 'Bosch' });
    await createItems(owner, { title: 'Grinder', brand: 'Makita' });
    // Decommissioned: matched by the list, but given no plan.
    expect((await api('PUT', `${itemsPath(owner)}/${drills[0]!._id}/ban`, { token: owner.token, body: {} })).status).toBe(200);
    const listed = await api('GET', itemsPath(owner), { token: owner.token, query: { search: 'drill', brand: 'Makita' } });
    expect(listed.body.count).toBe(3);

    const plan = { title: 'Brushes', repeatUnit: 'months', repeatEvery: 3, firstDue: '2030-05-01' };
    const made = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { ...plan, items: [saw!._id], filter: { search: 'drill', brand: 'Makita', sort: '-created' } } });
    expect(made.status).toBe(201);
    expect(made.body.count).toBe(3);
    const plansOf = async (id: string) => {
      const plans = await api('GET', `${base(owner)}/items/${id}/plans`, { token: owner.token });
      expect(plans.status).toBe(200);
      return (plans.body.data as { title: string }[]).map((entry) => entry.title);
    };
    for (const id of [drills[1]!._id, drills[2]!._id, saw!._id]) expect(await plansOf(id)).toEqual(['Brushes']);
    expect(await plansOf(drills[0]!._id)).toEqual([]);
    // Nothing matches: nothing to plan.
    const none = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { ...plan, filter: { search: 'hammer', sort: '-created' } } });
    expect(none.body.error).toBe('EmptySelection');
    // A bad query is the list's own error.
    const bad = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { ...plan, filter: { sort: 'weight' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ValidationError');

    // Over 500 matching items: refused, nothing made.
    const chairs = await seedItems(owner, 501, { title: 'Chair', brand: 'Ikea' });
    const many = await api('POST', `${base(owner)}/plans`, { token: owner.token, body: { ...plan, filter: { brand: 'Ikea', sort: '-created' } } });
    expect(many.body.error).toBe('MaintenanceSelectionTooLarge');
    expect(await plansOf(chairs[0]!)).toEqual([]);
    expect(await plansOf(chairs[500]!)).toEqual([]);
  });
});
