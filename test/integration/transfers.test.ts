import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';

type Owner = Awaited<ReturnType<typeof companyOwner>>;
const base = (owner: Owner) => `/company/${owner.company._id}`;

async function setup(confirmation: boolean) {
  const owner = await companyOwner();
  if (confirmation) await api('PUT', `${base(owner)}/settings`, { token: owner.token, body: { operationsWithApprovement: true } });
  const worker = await memberWithRole(owner.company._id, 'worker');
  const created = await api('POST', `${base(owner)}/item`, { token: owner.token, body: { title: 'Toolbox', count: 2, person: owner.user._id } });
  const ids: string[] = created.body.data.map((item: { _id: string }) => item._id);
  return { owner, worker, ids };
}

const item = (owner: Owner, id: string) => api('GET', `${base(owner)}/item/${id}/detailed`, { token: owner.token }).then((a) => a.body);

describe('moving items', () => {
  it('with confirmation off, moves at once and records a completed transfer', async () => {
    const { owner, worker, ids } = await setup(false);
    const moved = await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: ids, user: worker.user._id } });
    expect(moved.status).toBe(200);
    expect(moved.body.transfer).toMatchObject({ status: 'completed', resolution: 'accepted', from: owner.user._id, to: worker.user._id });
    expect((await item(owner, ids[0]!)).responsible._id).toBe(worker.user._id);
    expect((await api('GET', `${base(owner)}/item`, { token: owner.token, query: { responsible: worker.user._id } })).body.count).toBe(2);
    const history = await api('GET', `${base(owner)}/item/${ids[0]}/transfers`, { token: owner.token });
    expect(history.body.data.map((t: { _id: string }) => t._id)).toEqual([moved.body.transfer._id]);
  });

  it('with confirmation on, waits for the recipient, who accepts', async () => {
    const { owner, worker, ids } = await setup(true);
    const moved = await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: ids, user: worker.user._id } });
    expect(moved.body.transfer.status).toBe('pending');
    expect((await item(owner, ids[0]!))).toMatchObject({ status: 'in_transfer', responsible: { _id: owner.user._id } });
    const repair = await api('PUT', `${base(owner)}/item/${ids[0]}/repair`, { token: owner.token, body: { title: 'W', reason: 'R', location: 'L' } });
    expect(repair.body.error).toBe('ItemStatusError');
    const notYours = await api('PUT', `${base(owner)}/transfer/${moved.body.transfer._id}/accept`, { token: owner.token });
    expect(notYours.body.error).toBe('AccessError');

    const accepted = await api('PUT', `${base(owner)}/transfer/${moved.body.transfer._id}/accept`, { token: worker.token });
    expect(accepted.body.transfer).toMatchObject({ status: 'completed', resolution: 'accepted' });
    expect(await item(owner, ids[1]!)).toMatchObject({ status: 'not_marked', responsible: { _id: worker.user._id } });
    const twice = await api('PUT', `${base(owner)}/transfer/${moved.body.transfer._id}/reject`, { token: worker.token });
    expect(twice.body.error).toBe('ItemStatusError');
  });

  it('the recipient can reject and the sender cancel: the items go back as they were', async () => {
    const { owner, worker, ids } = await setup(true);
    const first = await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: [ids[0]], user: worker.user._id } });
    const rejected = await api('PUT', `${base(owner)}/transfer/${first.body.transfer._id}/reject`, { token: worker.token });
    expect(rejected.body.transfer).toMatchObject({ status: 'denied', resolution: 'rejected' });
    expect(await item(owner, ids[0]!)).toMatchObject({ status: 'not_marked', responsible: { _id: owner.user._id } });

    const second = await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: [ids[1]], user: worker.user._id } });
    const byRecipient = await api('PUT', `${base(owner)}/transfer/${second.body.transfer._id}/cancel`, { token: worker.token });
    expect(byRecipient.body.error).toBe('AccessError');
    const cancelled = await api('PUT', `${base(owner)}/transfer/${second.body.transfer._id}/cancel`, { token: owner.token });
    expect(cancelled.body.transfer).toMatchObject({ status: 'denied', resolution: 'cancelled' });
    expect((await item(owner, ids[1]!)).status).toBe('not_marked');
  });

  it('two simultaneous moves of the same item: exactly one wins, the other gets a clear error', async () => {
    const { owner, worker, ids } = await setup(false);
    const other = await memberWithRole(owner.company._id, 'stockman');
    // Both movers saw the item at version 1, as two phones scanning it at the same moment would.
    const versions = { [ids[0]!]: 1 };
    const answers = await Promise.all([
      api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: [ids[0]], user: worker.user._id, versions } }),
      api('PUT', `${base(owner)}/item/move`, { token: other.token, body: { item_ids: [ids[0]], user: other.user._id, versions } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe('ConcurrentChange');
    const winner = answers.find((a) => a.status === 200)!.body.transfer.to;
    expect((await item(owner, ids[0]!)).responsible._id).toBe(winner);
  });
});

describe("a user's transactions and transfers", () => {
  it('lists what the user did to items and the transfers they sent or received', async () => {
    const { owner, worker, ids } = await setup(false);
    const moved = await api('PUT', `${base(owner)}/item/move`, { token: owner.token, body: { item_ids: [ids[0]], user: worker.user._id } });
    await api('PUT', `${base(owner)}/item/${ids[1]}/mark`, { token: worker.token, body: { code: 'QR-W-1' } });

    const ownerLog = await api('GET', `${base(owner)}/user/${owner.user._id}/transactions`, { token: owner.token });
    expect(ownerLog.body.count).toBe(3);
    expect(ownerLog.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['transfer', 'creation', 'creation']);
    const workerLog = await api('GET', `${base(owner)}/user/${worker.user._id}/transactions`, { token: owner.token });
    expect(workerLog.body.data).toEqual([expect.objectContaining({ kind: 'mark', actionCode: 1, item: ids[1], by: worker.user._id })]);

    for (const userId of [owner.user._id, worker.user._id]) {
      const transfers = await api('GET', `${base(owner)}/user/${userId}/transfers`, { token: owner.token });
      expect(transfers.body.data.map((t: { _id: string }) => t._id)).toEqual([moved.body.transfer._id]);
    }
  });
});
