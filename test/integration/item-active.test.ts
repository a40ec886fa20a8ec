import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { memberWithRole } from '../support/members';
import { seedItems } from '../support/seed-items';

/**
 * Active and inactive items (issue 28, docs/decisions.md "Inactive items"): deactivation sets an item
 * aside with its code, history, photos and person; the unfiltered list and new stocktakings leave it
 * out, the status filter "inactive" finds it, every operation but reactivation and deletion is refused
 * with ItemInactive, and reactivation gives back the status it had.
 */

const deactivate = (owner: Owner, id: string, token = owner.token) => api('PUT', `${itemsPath(owner)}/${id}/deactivate`, { token });
const reactivate = (owner: Owner, id: string, token = owner.token) => api('PUT', `${itemsPath(owner)}/${id}/reactivate`, { token });
const list = async (owner: Owner, query: Record<string, string> = {}) => (await api('GET', itemsPath(owner), { token: owner.token, query })).body;
const ids = (page: { data: { _id: string }[] }) => page.data.map((item) => item._id);
const counters = async (owner: Owner) => (await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body;
const detail = async (owner: Owner, id: string) => (await api('GET', `${itemsPath(owner)}/${id}/detailed`, { token: owner.token })).body;
const history = async (owner: Owner, id: string) =>
  (await api('GET', `${itemsPath(owner)}/${id}/transactions`, { token: owner.token })).body.data as { kind: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
const bulk = (owner: Owner, body: Record<string, unknown>) => api('POST', `${itemsPath(owner)}/bulk`, { token: owner.token, body });

async function markedItem(owner: Owner, code: string, body: Record<string, unknown> = {}) {
  const [item] = await createItems(owner, { title: `Item ${code}`, ...body });
  const marked = await api('PUT', `${itemsPath(owner)}/${item!._id}/mark`, { token: owner.token, body: { code } });
  if (marked.status !== 200) throw new Error(JSON.stringify(marked.body));
  return item!._id;
}

describe('deactivating and reactivating an item', () => {
  it('leaves the unfiltered list and its count in every order, shows under status=inactive, keeps counters and facets exact, and comes back as it was', async () => {
    const owner = await companyOwner();
    const marked = await markedItem(owner, 'ACT-1', { brand: 'Dell', price: '100' });
    const [plain, other] = (await createItems(owner, { title: 'Chair', brand: 'Dell', price: '10', count: 2 })).map((item) => item._id);

    const answer = await deactivate(owner, marked);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: marked, status: 'inactive', code: 'ACT-1', marked: true, responsible: { _id: owner.user._id } });

    for (const sort of ['-created', 'created', 'title', '-title', 'price', '-price', 'code', '-code']) {
      const page = await list(owner, { sort });
      expect(page.count, sort).toBe(2);
      expect(ids(page).sort(), sort).toEqual([plain, other].sort());
    }
    // Paging through the active items in creation order with the cursor and with offset.
    const first = await list(owner, { sort: '-created', limit: '1' });
    const second = await list(owner, { sort: '-created', limit: '1', after: first.next });
    expect([...ids(first), ...ids(second)]).toEqual([other, plain]);
    expect(second.next).toBeNull();
    expect(ids(await list(owner, { sort: 'created', limit: '1', offset: '1' }))).toEqual([other]);
    // Oldest first, the base table's page starts with the inactive item: the page comes from the status partitions.
    const oldest = await list(owner, { sort: 'created', limit: '1' });
    expect([ids(oldest), oldest.count]).toEqual([[plain], 2]);
    const next = await list(owner, { sort: 'created', limit: '1', after: oldest.next });
    expect([ids(next), next.next]).toEqual([[other], null]);

    const inactive = await list(owner, { status: 'inactive' });
    expect([inactive.count, ids(inactive)]).toEqual([1, [marked]]);
    expect(ids(await list(owner, { status: 'inactive', sort: 'title' }))).toEqual([marked]);
    expect((await list(owner, { status: 'marked' })).count).toBe(0);
    // Any other filter or a search finds it, with its status.
    expect((await list(owner, { brand: 'Dell' })).count).toBe(3);
    expect(ids(await list(owner, { search: 'ACT-1' }))).toEqual([marked]);
    // A filter with another sort walks both partitions of the price index, merged in order.
    expect(ids(await list(owner, { brand: 'Dell', sort: '-price' }))).toEqual([marked, other, plain]);
    expect(ids(await list(owner, { brand: 'Dell', sort: 'price' }))).toEqual([plain, other, marked]);

    expect(await counters(owner)).toEqual({ count: 3, countInBan: 0, countInService: 0, countInactive: 1, total: '120.00' });
    const analytics = (await api('GET', `/company/${owner.company._id}/analytics`, { token: owner.token })).body;
    expect(analytics.total).toEqual({ count: 3, value: '120.00' });
    expect(analytics.statuses.find((row: { status: string }) => row.status === 'inactive')).toMatchObject({ status: 'inactive', count: 1, value: '100.00' });
    expect(analytics.statuses.find((row: { status: string }) => row.status === 'marked')).toMatchObject({ count: 0 });

    const back = await reactivate(owner, marked);
    expect(back.body).toMatchObject({ status: 'marked', code: 'ACT-1', responsible: { _id: owner.user._id } });
    expect((await list(owner)).count).toBe(3);
    expect((await list(owner, { status: 'inactive' })).count).toBe(0);
    expect(await counters(owner)).toMatchObject({ count: 3, countInactive: 0 });
    expect((await history(owner, marked)).slice(0, 2).map((entry) => [entry.kind, entry.before, entry.after])).toEqual([
      ['reactivate', { status: 'inactive' }, { status: 'marked' }],
      ['deactivate', { status: 'marked' }, { status: 'inactive' }],
    ]);

    // An item not marked comes back not marked.
    await deactivate(owner, plain!);
    expect((await reactivate(owner, plain!)).body.status).toBe('not_marked');
    const again = await reactivate(owner, plain!);
    expect([again.status, again.body.error]).toEqual([409, 'ItemStatusError']);
  });

  it('refuses every other operation with ItemInactive and changes nothing; deletion still works', async () => {
    const owner = await companyOwner();
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Store', locations: ['Aisle'] } });
    const [id, parent] = (await createItems(owner, { title: 'Scanner', price: '7', count: 2 })).map((item) => item._id);
    const [batch] = (await createItems(owner, { title: 'Screws', accountingType: 'batch', quantity: 10, units: 'pieces' })).map((item) => item._id);
    await deactivate(owner, id!);
    await deactivate(owner, batch!);
    const before = await detail(owner, id!);
    const path = itemsPath(owner);
    const refused = [
      ['PUT', `${path}/${id}/edit`, { title: 'Renamed' }],
      ['PUT', `${path}/${id}/repair`, { title: 'W', reason: 'R', location: 'L' }],
      ['PUT', `${path}/${id}/ban`, {}],
      ['PUT', `${path}/${id}/mark`, { code: 'ACT-X' }],
      ['PUT', `${path}/move`, { item_ids: [id], user: owner.user._id }],
      ['PUT', `${path}/locations/add`, { item_ids: [id], object: object.body._id }],
      ['PUT', `${path}/mount`, { items: [id], parent }],
      ['PUT', `${path}/mount`, { items: [parent], parent: id }],
      ['POST', `${path}/${id}/duplicate`, undefined],
      ['PUT', `${path}/${id}/deactivate`, undefined],
      ['PUT', `${path}/${batch}/ban`, { recalculate: true, quantity: 2 }],
      ['POST', `${path}/${batch}/separate`, { quantity: 2 }],
    ] as const;
    for (const [method, url, body] of refused) {
      const answer = await api(method, url, { token: owner.token, body, lang: 'en' });
      expect([answer.status, answer.body.error], `${method} ${url}`).toEqual([409, 'ItemInactive']);
      expect(answer.body.message).toBe('The item is inactive: reactivate it first');
    }
    expect(await detail(owner, id!)).toEqual(before);
    expect((await history(owner, id!)).map((entry) => entry.kind)).toEqual(['deactivate', 'creation']);
    expect((await detail(owner, parent!)).equipment).toEqual([]);
    expect((await detail(owner, batch!)).quantity).toBe(10);
    expect(await counters(owner)).toMatchObject({ count: 3, countInBan: 0, countInactive: 2 });

    const ua = await api('PUT', `${path}/${id}/edit`, { token: owner.token, body: { title: 'X' }, lang: 'ua' });
    expect(ua.body.message).toBe('Предмет неактивний: спершу активуйте його знову');

    const deleted = await api('POST', `${path}/delete`, { token: owner.token, body: { item_ids: [id] } });
    expect(deleted.body).toEqual({ ok: true });
    expect(await counters(owner)).toMatchObject({ count: 2, countInactive: 1, total: '7.00' });
    expect((await list(owner, { status: 'inactive' })).count).toBe(1);
  });

  it('waits for a transfer, refuses a decommissioned item, and lets only the roles that edit items deactivate; another company finds nothing', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const worker = await memberWithRole(owner.company._id, 'worker');
    const [a, b, c] = (await createItems(owner, { title: 'Lamp', count: 3 })).map((item) => item._id);
    await api('PUT', `${itemsPath(owner)}/${b}/ban`, { token: owner.token, body: {} });
    const closed = await deactivate(owner, b!);
    expect([closed.status, closed.body.error]).toEqual([409, 'ItemClosed']);

    await api('PUT', `/company/${owner.company._id}/settings`, { token: owner.token, body: { operationsWithApprovement: true } });
    await api('PUT', `${itemsPath(owner)}/move`, { token: owner.token, body: { item_ids: [c], user: stockman.user._id } });
    const moving = await deactivate(owner, c!);
    expect([moving.status, moving.body.error, moving.body.details]).toEqual([409, 'ItemStatusError', { status: 'in_transfer' }]);

    const byWorker = await deactivate(owner, a!, worker.token);
    expect([byWorker.status, byWorker.body.error]).toEqual([403, 'AccessError']);
    expect((await deactivate(owner, a!, stockman.token)).body.status).toBe('inactive');
    const workerBack = await reactivate(owner, a!, worker.token);
    expect([workerBack.status, workerBack.body.error]).toEqual([403, 'AccessError']);

    const other = await companyOwner();
    for (const call of [deactivate, reactivate]) {
      const foreign = await call(other, a!, other.token);
      expect([foreign.status, foreign.body.error]).toEqual([404, 'NotFound']);
    }
    expect((await detail(owner, a!)).status).toBe('inactive');
    expect((await reactivate(owner, a!, stockman.token)).body.status).toBe('not_marked');
  });
});

describe('the integration API and inactive items', () => {
  it('refuses an accounting system’s change of an inactive item with ItemInactive and changes nothing', async () => {
    const owner = await companyOwner();
    const secret = (await api('POST', '/integration', { token: owner.token, body: { name: '1C' } })).body.secret as string;
    const call = (method: string, path: string, body?: unknown) => api(method, `/integration/v1${path}`, { token: secret, body, lang: 'en' });
    const created = await call('PUT', '/items/ACT-EXT-1', { title: 'Router', price: '80.00' });
    expect(created.status).toBe(200);
    await deactivate(owner, created.body.item._id);
    const upsert = await call('PUT', '/items/ACT-EXT-1', { title: 'Router 2', price: '80.00' });
    expect([upsert.status, upsert.body.error]).toEqual([409, 'ItemInactive']);
    const amounts = await call('PATCH', '/items/ACT-EXT-1', { quantity: 1, price: '90.00' });
    expect([amounts.status, amounts.body.error]).toEqual([409, 'ItemInactive']);
    expect(await detail(owner, created.body.item._id)).toMatchObject({ title: 'Router', price: '80.00', status: 'inactive' });
  });
});

describe('stocktaking and inactive items', () => {
  it('a stocktaking started after deactivation does not expect the item; one started before keeps it', async () => {
    const owner = await companyOwner();
    const kept = await markedItem(owner, 'ACT-S1');
    const setAside = await markedItem(owner, 'ACT-S2');
    const before = await api('POST', `/company/${owner.company._id}/stocktaking`, { token: owner.token, body: { title: 'Before', scope: { kind: 'company' } } });
    await runQueuedJobs('stocktaking');
    await deactivate(owner, setAside);
    const after = await api('POST', `/company/${owner.company._id}/stocktaking`, { token: owner.token, body: { title: 'After', scope: { kind: 'company' } } });
    await runQueuedJobs('stocktaking');
    const expected = async (id: string) =>
      (await api('GET', `/company/${owner.company._id}/stocktaking/${id}/items`, { token: owner.token })).body.data.map((line: { code: string }) => line.code).sort();
    expect(await expected(after.body._id)).toEqual(['ACT-S1']);
    expect(await expected(before.body._id)).toEqual(['ACT-S1', 'ACT-S2']);
    expect(kept).toBeTruthy();
  });
});

describe('bulk deactivation', () => {
  it('deactivates by ids, skipping what cannot be set aside with the reason, and reactivates them', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    const worker = await memberWithRole(owner.company._id, 'worker');
    const [a, b, c] = (await createItems(owner, { title: 'Table', price: '3', count: 3 })).map((item) => item._id);
    await api('PUT', `${itemsPath(owner)}/${c}/ban`, { token: owner.token, body: {} });

    const answer = await api('POST', `${itemsPath(owner)}/bulk`, { token: stockman.token, body: { action: 'deactivate', selection: { ids: [a, b, c] } } });
    expect(answer.body).toMatchObject({ action: 'deactivate', state: 'done', total: 3, done: 2, skipped: 1, skips: [{ id: c, error: 'ItemClosed' }] });
    expect((await list(owner)).count).toBe(1);
    expect(await counters(owner)).toMatchObject({ count: 3, countInactive: 2, countInBan: 1 });
    expect((await history(owner, a!)).map((entry) => entry.kind)).toEqual(['deactivate', 'creation']);

    const moved = await bulk(owner, { action: 'move', selection: { ids: [a, b] }, user: owner.user._id });
    expect(moved.body).toMatchObject({ done: 0, skipped: 2, skips: [{ error: 'ItemInactive' }, { error: 'ItemInactive' }] });
    const byWorker = await api('POST', `${itemsPath(owner)}/bulk`, { token: worker.token, body: { action: 'deactivate', selection: { ids: [a] } } });
    expect([byWorker.status, byWorker.body.error]).toEqual([403, 'AccessError']);

    const back = await bulk(owner, { action: 'reactivate', selection: { ids: [a, b, c] } });
    expect(back.body).toMatchObject({ done: 2, skipped: 1, skips: [{ id: c, error: 'ItemStatusError', status: 'decommissioned' }] });
    expect((await detail(owner, a!)).status).toBe('not_marked');
    expect(await counters(owner)).toMatchObject({ countInactive: 0 });
  });

  it('deactivates every item a list query matches as a queued job, and the status filter brings them back', { timeout: 120_000 }, async () => {
    const owner = await companyOwner();
    await seedItems(owner, 150, { title: 'Crate', brand: 'Old' });
    await createItems(owner, { title: 'Crate', brand: 'New', count: 2 });

    const answer = await bulk(owner, { action: 'deactivate', selection: { filter: { brand: 'Old' } } });
    expect(answer.body).toMatchObject({ state: 'queued' });
    await runQueuedJobs('itemChanges');
    const state = await api('GET', `${itemsPath(owner)}/bulk/${answer.body._id}/state`, { token: owner.token });
    expect(state.body).toMatchObject({ state: 'done', total: 150, done: 150, skipped: 0 });
    const page = await list(owner, { limit: '50' });
    expect([page.count, page.data.length]).toEqual([2, 2]);
    expect((await list(owner, { status: 'inactive' })).count).toBe(150);
    expect((await list(owner, { status: 'inactive', brand: 'Old' })).count).toBe(150);
    expect(await counters(owner)).toMatchObject({ count: 152, countInactive: 150 });

    const back = await bulk(owner, { action: 'reactivate', selection: { filter: { status: 'inactive' } } });
    await runQueuedJobs('itemChanges');
    const done = await api('GET', `${itemsPath(owner)}/bulk/${back.body._id}/state`, { token: owner.token });
    expect(done.body).toMatchObject({ state: 'done', done: 150 });
    expect((await list(owner)).count).toBe(152);
  });
});
