import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { memberWithRole } from '../support/members';

/**
 * A plan for every item of a type or model (docs/maintenance.md, "Plans for a type or model from the
 * web"): the count the web's confirmation shows is the items the create request then gives a plan.
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
