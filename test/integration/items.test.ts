import { beforeAll, describe, expect, it } from 'vitest';
import { plans } from '../../shared/plans';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { endTrial, memberWithRole } from '../support/members';

describe('POST /company/{company}/item', () => {
  it('creates copies with an exact total price, the responsible person and the place', async () => {
    const owner = await companyOwner();
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Office', locations: ['Room 5'] } });
    const created = await api('POST', itemsPath(owner), {
      token: owner.token,
      body: {
        title: 'Cable', brand: 'Acme', model: 'C-1', accountingType: 'batch', quantity: 3, units: 'm', price: '0.10', count: 2,
        object: object.body._id, location: object.body.locations[0]._id, person: owner.user._id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toHaveLength(2);
    expect(created.body.data[0]).toMatchObject({
      title: 'Cable', price: '0.10', totalPrice: '0.30', quantity: 3, units: 'm', status: 'not_marked', marked: false, distributed: true,
      object: { title: 'Office' }, location: { title: 'Room 5' }, responsible: { _id: owner.user._id },
    });
    const counters = await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token });
    expect(counters.body).toEqual({ count: 2, countInBan: 0, countInService: 0, countInactive: 0, total: '0.60' });
  });

  it('validates: brand before model, object before location, units for a batch, money with at most 2 decimals', async () => {
    const owner = await companyOwner();
    const answer = await api('POST', itemsPath(owner), {
      token: owner.token,
      body: { title: 'X', model: 'M', location: 'l1', accountingType: 'batch', quantity: 2, price: '1.005' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details.fields).toMatchObject({
      brand: 'invalid_rule_brand_before_model',
      object: 'invalid_rule_object_before_location',
      units: 'required_field',
      price: 'invalid_rule_price',
    });
  });

  it('stops at the plan item limit with ItemLimitExceeded, atomically', async () => {
    const owner = await companyOwner();
    await endTrial(owner.company._id);
    await createItems(owner, { title: 'Chair', count: 40 });
    await createItems(owner, { title: 'Chair', count: 40 });
    const over = await api('POST', itemsPath(owner), { token: owner.token, body: { title: 'Chair', count: plans.free.items - 80 + 1 } });
    expect([over.status, over.body.error]).toEqual([403, 'ItemLimitExceeded']);
    expect((await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body.count).toBe(80);
  });

  it('refuses custom fields on a plan without them and a responsible person of another company', async () => {
    const owner = await companyOwner();
    await endTrial(owner.company._id);
    const customs = await api('POST', itemsPath(owner), { token: owner.token, body: { title: 'X', customs: { color: 'red' } } });
    expect([customs.status, customs.body.error]).toEqual([403, 'PlanAccessDenied']);
    const stranger = await companyOwner();
    const foreign = await api('POST', itemsPath(owner), { token: owner.token, body: { title: 'X', person: stranger.user._id } });
    expect(foreign.body.details.fields.person).toBe('invalid_rule_person');
  });

  it('workers may not create items', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const answer = await api('POST', itemsPath(owner), { token: worker.token, body: { title: 'X' } });
    expect(answer.body.error).toBe('AccessError');
  });
});

describe('GET /company/{company}/item', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await companyOwner();
    await createItems(owner, { title: 'Drill', brand: 'Bosch', price: '120.50' });
    await createItems(owner, { title: 'Angle grinder', brand: 'bosch ', price: '99.99' });
    await createItems(owner, { title: 'Laptop', brand: 'Dell', type: 'IT', price: '1500', person: owner.user._id });
    await createItems(owner, { title: 'Desk', price: '300', count: 10 });
  });

  const list = (query: Record<string, string> = {}) => api('GET', itemsPath(owner), { token: owner.token, query });
  const titles = (answer: { body: { data: { title: string }[] } }) => answer.body.data.map((item) => item.title);

  it('pages 10 at a time, newest first, with the total', async () => {
    const first = await list();
    expect(first.body.count).toBe(13);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0].title).toBe('Desk');
    const last = await list({ offset: '10' });
    expect(titles(last)).toEqual(['Laptop', 'Angle grinder', 'Drill']);
  });

  it('sorts by title, price and creation both ways', async () => {
    expect(titles(await list({ sort: 'title', limit: '3' }))).toEqual(['Angle grinder', 'Desk', 'Desk']);
    expect(titles(await list({ sort: '-price', limit: '2' }))).toEqual(['Laptop', 'Desk']);
    expect(titles(await list({ sort: 'price', limit: '1' }))).toEqual(['Angle grinder']);
    expect(titles(await list({ sort: 'created', limit: '1' }))).toEqual(['Drill']);
  });

  it('filters by one value with an exact count, ignoring case and spaces of text values', async () => {
    const bosch = await list({ brand: 'BOSCH' });
    expect(bosch.body.count).toBe(2);
    expect(titles(bosch)).toEqual(['Angle grinder', 'Drill']);
    expect((await list({ responsible: owner.user._id })).body.count).toBe(1);
    expect((await list({ type: 'it' })).body.count).toBe(1);
    expect((await list({ status: 'not_marked' })).body.count).toBe(13);
    expect((await list({ status: 'decommissioned' })).body).toEqual({ data: [], count: 0, next: null });
  });

  it('searches titles by prefix and combines a filter with another sort', async () => {
    const search = await list({ search: 'an', sort: 'title' });
    expect([titles(search), search.body.count]).toEqual([['Angle grinder'], 1]);
    const combined = await list({ brand: 'bosch', sort: '-price' });
    expect([titles(combined), combined.body.count]).toEqual([['Drill', 'Angle grinder'], 2]);
    const twoFilters = await list({ brand: 'bosch', search: 'dr' });
    expect(titles(twoFilters)).toEqual(['Drill']);
  });

  it('answers one item by id, and NotFound for an id of another company', async () => {
    const [item] = (await list({ limit: '1' })).body.data;
    expect((await api('GET', `${itemsPath(owner)}/${item._id}/detailed`, { token: owner.token })).body.title).toBe('Desk');
    const stranger = await companyOwner();
    const foreign = await api('GET', `/company/${stranger.company._id}/item/${item._id}/detailed`, { token: stranger.token });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'NotFound']);
  });
});

describe('PUT /company/{company}/item/{id}/edit', () => {
  it('edits fields, moves the filter counts and the total price exactly', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Projector', brand: 'Epson', price: '400.10' });
    const edited = await api('PUT', `${itemsPath(owner)}/${item!._id}/edit`, {
      token: owner.token,
      body: { brand: 'BenQ', price: '350.05', title: 'Projector HD' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Projector HD', brand: 'BenQ', price: '350.05', totalPrice: '350.05', version: 2 });
    const list = (query: Record<string, string>) => api('GET', itemsPath(owner), { token: owner.token, query });
    expect((await list({ brand: 'epson' })).body).toEqual({ data: [], count: 0, next: null });
    expect((await list({ brand: 'benq' })).body.count).toBe(1);
    expect((await list({ sort: 'title' })).body.data[0].title).toBe('Projector HD');
    expect((await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body.total).toBe('350.05');
  });

  it('of two simultaneous edits from the same version exactly one wins; the other gets ConcurrentChange', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Camera' });
    const path = `${itemsPath(owner)}/${item!._id}/edit`;
    const answers = await Promise.all([
      api('PUT', path, { token: owner.token, body: { title: 'Camera A', version: 1 } }),
      api('PUT', path, { token: owner.token, body: { title: 'Camera B', version: 1 } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe('ConcurrentChange');
    const stale = await api('PUT', path, { token: owner.token, body: { title: 'Camera C', version: 1 } });
    expect(stale.body.error).toBe('ConcurrentChange');
  });

  it('keeps a single item at quantity 1 and model after brand', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Scanner' });
    const path = `${itemsPath(owner)}/${item!._id}/edit`;
    expect((await api('PUT', path, { token: owner.token, body: { quantity: 3 } })).body.details.fields.quantity).toBe('invalid_rule_single_quantity');
    expect((await api('PUT', path, { token: owner.token, body: { model: 'X1' } })).body.details.fields.brand).toBe('invalid_rule_brand_before_model');
  });
});

describe('GET /company/{company}/item/{id}/transactions', () => {
  it('lists the history newest first with kinds, codes, who and before/after', async () => {
    const owner = await companyOwner();
    const [item] = await createItems(owner, { title: 'Router', price: '80' });
    const path = `${itemsPath(owner)}/${item!._id}`;
    await api('PUT', `${path}/edit`, { token: owner.token, body: { price: '75.50' } });
    await api('PUT', `${path}/edit`, { token: owner.token, body: { title: 'Router AX' } });
    const history = await api('GET', `${path}/transactions`, { token: owner.token });
    expect(history.body.count).toBe(3);
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['edit', 'change_price', 'creation']);
    expect(history.body.data[1]).toMatchObject({ actionCode: 9, by: owner.user._id, before: { price: '80.00', totalPrice: '80.00' }, after: { price: '75.50', totalPrice: '75.50' } });
    expect(history.body.data[2].actionCode).toBe(0);
  });
});
