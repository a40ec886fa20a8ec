import { describe, expect, it } from 'vitest';
import { processBulkJob } from '../../functions/items/public';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { memberWithRole } from '../support/members';
import { seedItems } from '../support/seed-items';

/**
 * A bulk action on a large selection through the queued job (docs/bulk-actions.md): its own file, the
 * longest of the bulk tests. 1,200 items make a frozen selection of two parts (`partSize`, 1,000 ids
 * each): a full part and a partial one, which is every path a larger job takes.
 */

const bulk = (owner: Owner, body: Record<string, unknown>) => api('POST', `${itemsPath(owner)}/bulk`, { token: owner.token, body });
const counters = async (owner: Owner) => (await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body;
const listCount = async (owner: Owner, query: string) =>
  (await api('GET', itemsPath(owner), { token: owner.token, query: Object.fromEntries(new URLSearchParams(query)) })).body.count as number;
const history = async (owner: Owner, id: string) =>
  (await api('GET', `${itemsPath(owner)}/${id}/transactions`, { token: owner.token })).body.data.map((entry: { kind: string }) => entry.kind);

describe('a bulk job', () => {
  it('runs 1,200 items as a queued job in two parts: exact counters, history on each, and a redelivered job changes nothing twice', { timeout: 240_000 }, async () => {
    const owner = await companyOwner();
    const worker = await memberWithRole(owner.company._id, 'worker');
    await seedItems(owner, 1200, { title: 'Box', brand: 'Bulk', priceCents: 200 });
    const extra = await createItems(owner, { title: 'Kept', brand: 'Bulk', price: '1' });
    await api('PUT', `${itemsPath(owner)}/${extra[0]!._id}/ban`, { token: owner.token, body: {} });

    const answer = await bulk(owner, { action: 'move', selection: { filter: { brand: 'Bulk' } }, user: worker.user._id });
    expect(answer.body).toMatchObject({ state: 'queued', total: 0, done: 0 });
    await runQueuedJobs('itemChanges');
    const state = await api('GET', `${itemsPath(owner)}/bulk/${answer.body._id}/state`, { token: owner.token });
    expect(state.body).toMatchObject({ state: 'done', total: 1201, processed: 1201, done: 1200, skipped: 1, skips: [{ error: 'ItemClosed' }] });
    expect(await listCount(owner, `responsible=${worker.user._id}`)).toBe(1200);
    expect(await counters(owner)).toMatchObject({ count: 1201, countInBan: 1, total: '2401.00' });

    // The same message again (a redelivery): the job is done, nothing moves twice.
    await processBulkJob(owner.company._id, answer.body._id);
    const some = (await api('GET', itemsPath(owner), { token: owner.token, query: { brand: 'Bulk', sort: 'created', limit: '1' } })).body.data[0];
    expect(await history(owner, some._id)).toEqual(['transfer', 'creation']);
  });
});
