import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';

type Owner = Awaited<ReturnType<typeof companyOwner>>;
const base = (owner: Owner) => `/company/${owner.company._id}/item`;

async function newItems(owner: Owner, body: Record<string, unknown>): Promise<string[]> {
  const answer = await api('POST', base(owner), { token: owner.token, body });
  return answer.body.data.map((item: { _id: string }) => item._id);
}

const counters = async (owner: Owner) => (await api('GET', `${base(owner)}/counters`, { token: owner.token })).body;

describe('service, return and decommission', () => {
  it('sends to service (title, reason and location required), returns to a person, then decommissions for good', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const [id] = await newItems(owner, { title: 'Generator', price: '900' });
    const missing = await api('PUT', `${base(owner)}/${id}/repair`, { token: owner.token, body: { title: 'Workshop' } });
    expect(missing.body.details.fields).toEqual({ reason: 'required_field', location: 'required_field' });

    const repaired = await api('PUT', `${base(owner)}/${id}/repair`, {
      token: owner.token,
      body: { title: 'Workshop', reason: 'Does not start', location: 'Kyiv, Main st. 1' },
    });
    expect(repaired.body).toMatchObject({ status: 'in_service', service: { title: 'Workshop', reason: 'Does not start' } });
    expect(await counters(owner)).toMatchObject({ countInService: 1 });
    const twice = await api('PUT', `${base(owner)}/${id}/repair`, { token: owner.token, body: { title: 'W', reason: 'R', location: 'L' } });
    expect([twice.status, twice.body.error]).toEqual([409, 'ItemStatusError']);

    const back = await api('PUT', `${base(owner)}/repair/back`, { token: owner.token, body: { item_ids: [id], user: worker.user._id } });
    expect(back.body.data[0]).toMatchObject({ status: 'returned_from_service', service: null, responsible: { _id: worker.user._id } });
    expect(await counters(owner)).toMatchObject({ countInService: 0 });

    const banned = await api('PUT', `${base(owner)}/${id}/ban`, { token: owner.token, body: {} });
    expect(banned.body.status).toBe('decommissioned');
    expect(await counters(owner)).toMatchObject({ countInBan: 1, count: 1 });
    for (const [method, path, body] of [
      ['PUT', `${base(owner)}/${id}/edit`, { title: 'X' }],
      ['PUT', `${base(owner)}/${id}/repair`, { title: 'W', reason: 'R', location: 'L' }],
      ['PUT', `${base(owner)}/${id}/ban`, {}],
    ] as const) {
      const answer = await api(method, path, { token: owner.token, body });
      expect([answer.status, answer.body.error]).toEqual([409, 'ItemClosed']);
    }
    const history = await api('GET', `${base(owner)}/${id}/transactions`, { token: owner.token });
    expect(history.body.data.map((entry: { kind: string; actionCode: number }) => [entry.kind, entry.actionCode])).toEqual([
      ['ban', 4],
      ['return_service', 5],
      ['service', 3],
      ['creation', 0],
    ]);
  });

  it('returns several items all or none: one not in service fails the whole call', async () => {
    const owner = await companyOwner();
    const [a, b] = await newItems(owner, { title: 'Radio', count: 2 });
    await api('PUT', `${base(owner)}/${a}/repair`, { token: owner.token, body: { title: 'W', reason: 'R', location: 'L' } });
    const answer = await api('PUT', `${base(owner)}/repair/back`, { token: owner.token, body: { item_ids: [a, b], user: owner.user._id } });
    expect([answer.status, answer.body.error]).toEqual([409, 'ItemStatusError']);
    expect((await api('GET', `${base(owner)}/${a}/detailed`, { token: owner.token })).body.status).toBe('in_service');
  });
});

describe('POST /company/{company}/item/delete', () => {
  it('deletes items with their history and counts them out', async () => {
    const owner = await companyOwner();
    const ids = await newItems(owner, { title: 'Bench', price: '12.34', count: 3 });
    await api('PUT', `${base(owner)}/${ids[0]}/edit`, { token: owner.token, body: { title: 'Bench 1' } });
    const answer = await api('POST', `${base(owner)}/delete`, { token: owner.token, body: { item_ids: ids.slice(0, 2) } });
    expect(answer.body).toEqual({ ok: true });
    expect(await counters(owner)).toEqual({ count: 1, countInBan: 0, countInService: 0, countInactive: 0, total: '12.34' });
    expect((await api('GET', `${base(owner)}/${ids[0]}/detailed`, { token: owner.token })).status).toBe(404);
    expect((await api('GET', `${base(owner)}/${ids[0]}/transactions`, { token: owner.token })).status).toBe(404);
    expect((await api('GET', base(owner), { token: owner.token })).body.count).toBe(1);
  });

  it('only root and admin delete', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const [id] = await newItems(owner, { title: 'Box' });
    const answer = await api('POST', `${base(owner)}/delete`, { token: stockman.token, body: { item_ids: [id] } });
    expect(answer.body.error).toBe('AccessError');
  });
});

describe('PUT /company/{company}/item/locations/add', () => {
  it('puts items in an object and location, and the location filter finds them', async () => {
    const owner = await companyOwner();
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Store', locations: ['Aisle 1'] } });
    const ids = await newItems(owner, { title: 'Shelf', count: 2 });
    const location = object.body.locations[0]._id;
    const answer = await api('PUT', `${base(owner)}/locations/add`, { token: owner.token, body: { item_ids: ids, object: object.body._id, location } });
    expect(answer.body.data.map((item: { location: { title: string } }) => item.location.title)).toEqual(['Aisle 1', 'Aisle 1']);
    expect((await api('GET', base(owner), { token: owner.token, query: { location } })).body.count).toBe(2);
    const wrong = await api('PUT', `${base(owner)}/locations/add`, { token: owner.token, body: { item_ids: ids, object: object.body._id, location: 'nope' } });
    expect(wrong.body.details.fields.location).toBe('invalid_rule_location');
  });
});

describe('marking, scanning and duplicating', () => {
  it('marks with a code unique in the company; the first marker becomes responsible; a scan finds the item', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const [a, b] = await newItems(owner, { title: 'Tablet', count: 2 });
    const marked = await api('PUT', `${base(owner)}/${a}/mark`, { token: worker.token, body: { code: 'QR-000123' } });
    expect(marked.body).toMatchObject({ code: 'QR-000123', marked: true, status: 'marked', responsible: { _id: worker.user._id } });
    const clash = await api('PUT', `${base(owner)}/${b}/mark`, { token: owner.token, body: { code: 'QR-000123' }, lang: 'en' });
    expect([clash.status, clash.body.error]).toEqual([409, 'CodeAlreadyUsed']);
    const again = await api('PUT', `${base(owner)}/${a}/mark`, { token: owner.token, body: { code: 'QR-000999' } });
    expect(again.body.error).toBe('ItemStatusError');
    const scanned = await api('GET', `${base(owner)}/QR-000123/by-code`, { token: worker.token });
    expect(scanned.body._id).toBe(a);
    // Another company may use the same code for its own item.
    const other = await companyOwner();
    const [otherItem] = await newItems(other, { title: 'Tablet' });
    expect((await api('PUT', `${base(other)}/${otherItem}/mark`, { token: other.token, body: { code: 'QR-000123' } })).status).toBe(200);
    expect((await api('GET', `${base(other)}/QR-000123/by-code`, { token: other.token })).body._id).toBe(otherItem);
  });

  it('a deleted item frees its code', async () => {
    const owner = await companyOwner();
    const [a, b] = await newItems(owner, { title: 'Key', count: 2 });
    await api('PUT', `${base(owner)}/${a}/mark`, { token: owner.token, body: { code: 'NFC-1' } });
    await api('POST', `${base(owner)}/delete`, { token: owner.token, body: { item_ids: [a] } });
    expect((await api('GET', `${base(owner)}/NFC-1/by-code`, { token: owner.token })).status).toBe(404);
    expect((await api('PUT', `${base(owner)}/${b}/mark`, { token: owner.token, body: { code: 'NFC-1' } })).status).toBe(200);
  });

  it('duplicates an item without its code, counted like any new item', async () => {
    const owner = await companyOwner();
    const [a] = await newItems(owner, { title: 'Monitor', brand: 'LG', price: '199.99' });
    await api('PUT', `${base(owner)}/${a}/mark`, { token: owner.token, body: { code: 'QR-LG-1' } });
    const copy = await api('POST', `${base(owner)}/${a}/duplicate`, { token: owner.token });
    expect(copy.status).toBe(201);
    expect(copy.body.data[0]).toMatchObject({ title: 'Monitor', brand: 'LG', price: '199.99', code: null, status: 'not_marked' });
    expect(await counters(owner)).toMatchObject({ count: 2, total: '399.98' });
  });
});

describe('equipment, separating and merging back', () => {
  it('mounts items on equipment and unmounts them; refuses cycles and double mounting', async () => {
    const owner = await companyOwner();
    const [server, disk, fan] = await newItems(owner, { title: 'Part', count: 3 });
    const mounted = await api('PUT', `${base(owner)}/mount`, { token: owner.token, body: { items: [disk, fan], parent: server } });
    expect(mounted.status).toBe(200);
    const parent = await api('GET', `${base(owner)}/${server}/detailed`, { token: owner.token });
    expect(parent.body.equipment.sort()).toEqual([disk, fan].sort());
    expect((await api('GET', `${base(owner)}/${disk}/detailed`, { token: owner.token })).body.mountedOn).toBe(server);
    const cycle = await api('PUT', `${base(owner)}/mount`, { token: owner.token, body: { items: [server], parent: disk } });
    expect([cycle.status, cycle.body.error]).toEqual([409, 'MountRefused']);
    const again = await api('PUT', `${base(owner)}/mount`, { token: owner.token, body: { items: [disk], parent: fan } });
    expect(again.body.error).toBe('MountRefused');
    const unmounted = await api('PUT', `${base(owner)}/unmount`, { token: owner.token, body: { items: [disk], parent: server } });
    expect(unmounted.status).toBe(200);
    expect((await api('GET', `${base(owner)}/${server}/detailed`, { token: owner.token })).body.equipment).toEqual([fan]);
  });

  it('separates a quantity of a batch into a new item and merges it back; the totals stay exact', async () => {
    const owner = await companyOwner();
    const [batch] = await newItems(owner, { title: 'Screws', accountingType: 'batch', quantity: 100, units: 'pieces', price: '0.05' });
    const separated = await api('POST', `${base(owner)}/${batch}/separate`, { token: owner.token, body: { quantity: 30 } });
    expect(separated.status).toBe(201);
    const part = separated.body.data.find((item: { _id: string }) => item._id !== batch);
    expect(part).toMatchObject({ quantity: 30, parent: batch, totalPrice: '1.50' });
    expect(await counters(owner)).toMatchObject({ count: 2, total: '5.00' });
    const tooMuch = await api('POST', `${base(owner)}/${batch}/separate`, { token: owner.token, body: { quantity: 70 } });
    expect(tooMuch.body.details.fields.quantity).toBe('invalid_rule_separate_quantity');

    const merged = await api('PUT', `${base(owner)}/${part._id}/merge`, { token: owner.token, body: { to: batch } });
    expect(merged.body).toMatchObject({ _id: batch, quantity: 100, totalPrice: '5.00' });
    expect(await counters(owner)).toMatchObject({ count: 1, total: '5.00' });
  });

  it('refuses merging back a decommissioned or mounted item', async () => {
    const owner = await companyOwner();
    const [batch] = await newItems(owner, { title: 'Bolts', accountingType: 'batch', quantity: 10, units: 'pieces' });
    const [machine] = await newItems(owner, { title: 'Machine' });
    const parts = (await api('POST', `${base(owner)}/${batch}/separate`, { token: owner.token, body: { quantity: 2 } })).body.data;
    const part = parts.find((item: { _id: string }) => item._id !== batch)._id;
    await api('PUT', `${base(owner)}/mount`, { token: owner.token, body: { items: [part], parent: machine } });
    const mounted = await api('PUT', `${base(owner)}/${part}/merge`, { token: owner.token, body: { to: batch }, lang: 'en' });
    expect([mounted.status, mounted.body.error]).toEqual([409, 'MergeRefused']);
    await api('PUT', `${base(owner)}/unmount`, { token: owner.token, body: { items: [part], parent: machine } });
    await api('PUT', `${base(owner)}/${part}/ban`, { token: owner.token, body: {} });
    const banned = await api('PUT', `${base(owner)}/${part}/merge`, { token: owner.token, body: { to: batch } });
    expect(banned.body.error).toBe('MergeRefused');
  });
});

describe('custom fields, recalculate and the last operations', () => {
  it('filters by a custom field name, and by its value, with exact counts that follow edits and deletes', async () => {
    const owner = await companyOwner();
    const [red] = await newItems(owner, { title: 'Paint A', customs: { color: 'Red', size: 'L' } });
    const [blue] = await newItems(owner, { title: 'Paint B', customs: { color: 'blue' } });
    await newItems(owner, { title: 'Brush' });
    const list = (query: Record<string, string>) => api('GET', base(owner), { token: owner.token, query });
    const titles = (answer: { body: { data: { title: string }[] } }) => answer.body.data.map((item) => item.title);
    const byField = await list({ customs: 'color' });
    expect([titles(byField), byField.body.count]).toEqual([['Paint B', 'Paint A'], 2]);
    const byValue = await list({ customs: 'color', customsValue: 'RED' });
    expect([titles(byValue), byValue.body.count]).toEqual([['Paint A'], 1]);
    expect(titles(await list({ customs: 'color', sort: 'title' }))).toEqual(['Paint A', 'Paint B']);

    await api('PUT', `${base(owner)}/${blue}/edit`, { token: owner.token, body: { customs: { color: 'red' } } });
    expect((await list({ customs: 'color', customsValue: 'red' })).body.count).toBe(2);
    await api('POST', `${base(owner)}/delete`, { token: owner.token, body: { item_ids: [red] } });
    const after = await list({ customs: 'color', customsValue: 'red' });
    expect([titles(after), after.body.count]).toEqual([['Paint B'], 1]);
    expect((await list({ customs: 'size' })).body.count).toBe(0);
  });

  it('recalculate sends only part of a batch to service or write-off, as a new item', async () => {
    const owner = await companyOwner();
    const [batch] = await newItems(owner, { title: 'Gloves', accountingType: 'batch', quantity: 50, units: 'pair', price: '2.00' });
    const repaired = await api('PUT', `${base(owner)}/${batch}/repair`, {
      token: owner.token,
      body: { title: 'Laundry', reason: 'Dirty', location: 'Site 2', recalculate: true, quantity: 10 },
    });
    expect(repaired.status).toBe(200);
    expect(repaired.body).toMatchObject({ quantity: 10, status: 'in_service', parent: batch, totalPrice: '20.00' });
    const banned = await api('PUT', `${base(owner)}/${batch}/ban`, { token: owner.token, body: { recalculate: true, quantity: 5 } });
    expect(banned.body).toMatchObject({ quantity: 5, status: 'decommissioned' });
    expect((await api('GET', `${base(owner)}/${batch}/detailed`, { token: owner.token })).body).toMatchObject({ quantity: 35, status: 'not_marked' });
    expect(await counters(owner)).toEqual({ count: 3, countInBan: 1, countInService: 1, countInactive: 0, total: '100.00' });
  });

  it('the dashboard shows the latest operations across items, with titles and codes', async () => {
    const owner = await companyOwner();
    const [item] = await newItems(owner, { title: 'Forklift' });
    await api('PUT', `${base(owner)}/${item}/ban`, { token: owner.token, body: {} });
    const last = await api('GET', `${base(owner)}/operations`, { token: owner.token, query: { limit: '5' } });
    expect(last.body.data.map((entry: { kind: string; itemTitle: string; historyCode: number }) => [entry.kind, entry.itemTitle, entry.historyCode])).toEqual([
      ['ban', 'Forklift', 2],
      ['creation', 'Forklift', 0],
    ]);
  });
});
