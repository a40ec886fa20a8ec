import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { endTrial, memberWithRole } from '../support/members';

/**
 * Bulk actions on a selection of the items list (docs/bulk-actions.md): by ids and by the list's
 * query, each item changed in its own step with its history, facets and totals, the items the action
 * does not apply to skipped with the reason, and large selections as a job with a checkpoint.
 */

const bulk = (owner: Owner, body: Record<string, unknown>) => api('POST', `${itemsPath(owner)}/bulk`, { token: owner.token, body });
const counters = async (owner: Owner) => (await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body;
const listCount = async (owner: Owner, query: string) =>
  (await api('GET', itemsPath(owner), { token: owner.token, query: Object.fromEntries(new URLSearchParams(query)) })).body.count as number;
const detail = async (owner: Owner, id: string) => (await api('GET', `${itemsPath(owner)}/${id}/detailed`, { token: owner.token })).body;
const history = async (owner: Owner, id: string) =>
  (await api('GET', `${itemsPath(owner)}/${id}/transactions`, { token: owner.token })).body.data.map((entry: { kind: string }) => entry.kind);

describe('bulk actions by ids', () => {
  it('moves the items it may and skips a decommissioned one with the reason; counts, filters and history follow', async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const items = await createItems(owner, { title: 'Drill', price: '10', count: 3 });
    const [a, b, c] = items.map((item) => item._id);
    await api('PUT', `${itemsPath(owner)}/${c}/ban`, { token: owner.token, body: {} });

    const answer = await bulk(owner, { action: 'move', selection: { ids: [a, b, c] }, user: worker.user._id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ action: 'move', state: 'done', total: 3, processed: 3, done: 2, skipped: 1, file: null });
    expect(answer.body.skips).toEqual([{ id: c, title: 'Drill', error: 'ItemClosed' }]);
    expect((await detail(owner, a!)).responsible._id).toBe(worker.user._id);
    expect(await listCount(owner, `responsible=${worker.user._id}`)).toBe(2);
    expect(await history(owner, b!)).toEqual(['transfer', 'creation']);
    expect(await counters(owner)).toMatchObject({ count: 3, countInBan: 1, total: '30.00' });
  });

  it('sends to service and back, decommissions and deletes, each refusing what its single call refuses', async () => {
    const owner = await companyOwner();
    const [a, b, c] = (await createItems(owner, { title: 'Radio', price: '5', count: 3 })).map((item) => item._id);
    const service = { title: 'Workshop', reason: 'Broken', location: 'Kyiv' };
    await api('PUT', `${itemsPath(owner)}/${a}/repair`, { token: owner.token, body: service });

    const repaired = await bulk(owner, { action: 'repair', selection: { ids: [a, b] }, ...service });
    expect(repaired.body).toMatchObject({ done: 1, skipped: 1, skips: [{ id: a, error: 'ItemStatusError', status: 'in_service' }] });
    expect(await counters(owner)).toMatchObject({ countInService: 2 });

    const back = await bulk(owner, { action: 'back', selection: { ids: [a, b, c] }, user: owner.user._id });
    expect(back.body).toMatchObject({ done: 2, skipped: 1, skips: [{ id: c, error: 'ItemStatusError', status: 'not_marked' }] });
    expect((await detail(owner, a!)).status).toBe('returned_from_service');

    const banned = await bulk(owner, { action: 'ban', selection: { ids: [a, b] } });
    expect(banned.body).toMatchObject({ done: 2, skipped: 0 });
    expect(await counters(owner)).toMatchObject({ countInBan: 2, countInService: 0 });

    const deleted = await bulk(owner, { action: 'delete', selection: { ids: [a, b, 'no-such-item'] } });
    expect(deleted.body).toMatchObject({ done: 2, skipped: 1, skips: [{ id: 'no-such-item', error: 'NotFound' }] });
    expect(await counters(owner)).toEqual({ count: 1, countInBan: 0, countInService: 0, countInactive: 0, total: '5.00' });
    expect((await api('GET', `${itemsPath(owner)}/${a}/transactions`, { token: owner.token })).status).toBe(404);
  });

  it('refuses a role or plan the single call refuses, an empty selection and a person of another company, changing nothing', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    const [a] = (await createItems(owner, { title: 'Ladder' })).map((item) => item._id);

    const byWorker = await api('POST', `${itemsPath(owner)}/bulk`, { token: worker.token, body: { action: 'move', selection: { ids: [a] }, user: worker.user._id } });
    expect([byWorker.status, byWorker.body.error]).toEqual([403, 'AccessError']);
    const deleteByStockman = await memberWithRole(owner.company._id, 'stockman');
    const refused = await api('POST', `${itemsPath(owner)}/bulk`, { token: deleteByStockman.token, body: { action: 'delete', selection: { ids: [a] } } });
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);

    const empty = await bulk(owner, { action: 'ban', selection: { filter: { brand: 'Nobody makes this' } } });
    expect([empty.status, empty.body.error]).toEqual([400, 'EmptySelection']);
    const noIds = await bulk(owner, { action: 'ban', selection: { ids: [] } });
    expect([noIds.status, noIds.body.error]).toEqual([400, 'ValidationError']);
    const stranger = await bulk(owner, { action: 'move', selection: { ids: [a] }, user: other.user._id });
    expect([stranger.status, stranger.body.details.fields]).toEqual([400, { user: 'invalid_rule_person' }]);
    // Another company's ids are not there for this one.
    const foreign = await api('POST', `${itemsPath(other)}/bulk`, { token: other.token, body: { action: 'ban', selection: { ids: [a] } } });
    expect(foreign.body).toMatchObject({ done: 0, skipped: 1, skips: [{ id: a, error: 'NotFound' }] });

    await endTrial(owner.company._id);
    const free = await bulk(owner, { action: 'move', selection: { ids: [a] }, user: owner.user._id });
    expect([free.status, free.body.error]).toEqual([403, 'PlanAccessDenied']);
    expect((await detail(owner, a!)).status).toBe('not_marked');
  });

  it('a move in confirmation mode leaves pending transfers the recipient accepts, and tells them once', async () => {
    const owner = await companyOwner();
    const stockman = await memberWithRole(owner.company._id, 'stockman');
    await api('PUT', `/company/${owner.company._id}/settings`, { token: owner.token, body: { operationsWithApprovement: true } });
    const ids = (await createItems(owner, { title: 'Monitor', count: 30 })).map((item) => item._id);
    const answer = await bulk(owner, { action: 'move', selection: { ids }, user: stockman.user._id });
    expect(answer.body).toMatchObject({ done: 30, skipped: 0 });
    expect(await listCount(owner, 'status=in_transfer')).toBe(30);
    const transfers = await api('GET', `${itemsPath(owner)}/${ids[29]}/transfers`, { token: owner.token });
    const pending = transfers.body.data[0];
    expect(pending.status).toBe('pending');
    const accepted = await api('PUT', `/company/${owner.company._id}/transfer/${pending._id}/accept`, { token: stockman.token });
    expect(accepted.status).toBe(200);
    expect(await listCount(owner, `responsible=${stockman.user._id}`)).toBe(pending.items.length);
    await runQueuedJobs('notifications');
    const bell = await api('GET', '/notifications', { token: stockman.token });
    expect(bell.body.data.filter((entry: { type: string }) => entry.type === 'transfer_waiting')).toHaveLength(1);
  });
});

describe('bulk actions by filter', () => {
  it('places every item the list query matches, within the call when they are few', async () => {
    const owner = await companyOwner();
    const object = await api('POST', '/company/get/locations', { token: owner.token, body: { title: 'Warehouse', locations: ['Shelf 1'] } });
    await createItems(owner, { title: 'Chair', brand: 'Ikea', count: 5 });
    await createItems(owner, { title: 'Desk', brand: 'Other', count: 2 });
    const answer = await bulk(owner, { action: 'place', selection: { filter: { brand: 'Ikea', sort: 'title' } }, object: object.body._id });
    expect(answer.body).toMatchObject({ state: 'done', total: 5, done: 5 });
    expect(await listCount(owner, `object=${object.body._id}`)).toBe(5);
    expect(await listCount(owner, 'brand=Other')).toBe(2);
  });
});
