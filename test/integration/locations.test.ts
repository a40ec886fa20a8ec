import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { endTrial, memberWithRole } from '../support/members';

const path = '/company/get/locations';

describe('objects and locations', () => {
  it('creates objects with locations and pages them 5 at a time, with or without location ids', async () => {
    const owner = await companyOwner();
    for (let n = 1; n <= 6; n++) {
      const created = await api('POST', path, { token: owner.token, body: { title: `Warehouse ${n}`, locations: ['Shelf A', 'Shelf B'] } });
      expect(created.status).toBe(201);
    }
    const first = await api('GET', path, { token: owner.token, query: { withIds: 'true' } });
    expect(first.body.count).toBe(6);
    expect(first.body.data.map((o: { title: string }) => o.title)).toEqual(['Warehouse 1', 'Warehouse 2', 'Warehouse 3', 'Warehouse 4', 'Warehouse 5']);
    expect(first.body.data[0].locations[0]).toEqual({ _id: expect.any(String), title: 'Shelf A' });
    const second = await api('GET', path, { token: owner.token, query: { offset: '5' } });
    expect(second.body.data.map((o: { title: string }) => o.title)).toEqual(['Warehouse 6']);
    expect(second.body.data[0].locations[0]).toEqual({ title: 'Shelf A' });
  });

  it('keeps object titles unique in the company and location titles unique in the object', async () => {
    const owner = await companyOwner();
    await api('POST', path, { token: owner.token, body: { title: 'Main office' } });
    const clash = await api('POST', path, { token: owner.token, body: { title: 'main  OFFICE' } });
    expect([clash.status, clash.body.error]).toEqual([409, 'UniquenessError']);
    const twice = await api('POST', path, { token: owner.token, body: { title: 'Depot', locations: ['Room 1', 'room 1'] } });
    expect(twice.body.details.fields['locations.1']).toBe('invalid_rule_unique');
  });

  it('edits the object: renames, keeps ids of kept locations, adds and removes', async () => {
    const owner = await companyOwner();
    const created = await api('POST', path, { token: owner.token, body: { title: 'Plant', locations: ['Hall 1', 'Hall 2'] } });
    const [hall1] = created.body.locations;
    const edited = await api('PUT', `${path}/${created.body._id}/edit`, {
      token: owner.token,
      body: { title: 'Plant North', locations: [{ _id: hall1._id, title: 'Hall One' }, { title: 'Hall 3' }], shouldUpdate: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Plant North');
    expect(edited.body.locations).toEqual([{ _id: hall1._id, title: 'Hall One' }, { _id: expect.any(String), title: 'Hall 3' }]);
    const unknown = await api('PUT', `${path}/${created.body._id}/edit`, { token: owner.token, body: { locations: [{ _id: 'nope', title: 'X' }] } });
    expect(unknown.status).toBe(400);
  });

  it('deletes an object and frees its title', async () => {
    const owner = await companyOwner();
    const created = await api('POST', path, { token: owner.token, body: { title: 'Temporary' } });
    expect((await api('DELETE', `${path}/${created.body._id}`, { token: owner.token, query: { shouldUpdate: 'true' } })).body).toEqual({ ok: true });
    expect((await api('GET', path, { token: owner.token })).body.count).toBe(0);
    expect((await api('POST', path, { token: owner.token, body: { title: 'Temporary' } })).status).toBe(201);
    expect((await api('DELETE', `${path}/${created.body._id}`, { token: owner.token })).status).toBe(404);
  });

  it('workers read locations but only root and admin change them', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    expect((await api('GET', path, { token: worker.token })).status).toBe(200);
    expect((await api('POST', path, { token: worker.token, body: { title: 'X' } })).body.error).toBe('AccessError');
  });

  it('is refused on the Free plan with PlanAccessDenied', async () => {
    const owner = await companyOwner();
    await endTrial(owner.company._id);
    const answer = await api('GET', path, { token: owner.token, lang: 'en' });
    expect([answer.status, answer.body.error, answer.body.message]).toEqual([403, 'PlanAccessDenied', 'Access denied by tariff plan']);
  });
});

describe('shouldUpdate carries object changes to the items there', () => {
  it('renames follow into the items, removed locations are cleared, and deleting the object empties it', async () => {
    const owner = await companyOwner();
    const object = await api('POST', path, { token: owner.token, body: { title: 'Depot', locations: ['Bay 1', 'Bay 2'] } });
    const [bay1, bay2] = object.body.locations;
    const base = `/company/${owner.company._id}/item`;
    const inBay1 = await api('POST', base, { token: owner.token, body: { title: 'Pallet', object: object.body._id, location: bay1._id } });
    const inBay2 = await api('POST', base, { token: owner.token, body: { title: 'Crate', object: object.body._id, location: bay2._id } });
    await api('PUT', `${path}/${object.body._id}/edit`, {
      token: owner.token,
      body: { title: 'Depot East', locations: [{ _id: bay1._id, title: 'Bay One' }], shouldUpdate: true },
    });
    const pallet = (await api('GET', `${base}/${inBay1.body.data[0]._id}/detailed`, { token: owner.token })).body;
    expect(pallet).toMatchObject({ object: { title: 'Depot East' }, location: { _id: bay1._id, title: 'Bay One' } });
    const crate = (await api('GET', `${base}/${inBay2.body.data[0]._id}/detailed`, { token: owner.token })).body;
    expect(crate).toMatchObject({ object: { title: 'Depot East' }, location: null });

    await api('DELETE', `${path}/${object.body._id}`, { token: owner.token, query: { shouldUpdate: 'true' } });
    expect((await api('GET', base, { token: owner.token, query: { object: object.body._id } })).body.count).toBe(0);
    expect((await api('GET', `${base}/${inBay1.body.data[0]._id}/detailed`, { token: owner.token })).body.object).toBeNull();
  });
});
