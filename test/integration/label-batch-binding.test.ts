import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { memberWithRole } from '../support/members';
import { seedItems } from '../support/seed-items';

/**
 * Binding a printed sheet of generated labels in order to the selected items (issue 23 section 3):
 * code 1 to item 1, with a preview first; codes and items already taken are passed over, so the same
 * call repeated goes on where the last stopped.
 */

const generate = async (owner: Owner, count: number) => {
  const answer = await api('GET', `/company/${owner.company._id}/generate`, { token: owner.token, query: { count: String(count), type: 'l7160' } });
  expect(answer.status).toBe(200);
  return answer.body as { batch: string; codes: string[] };
};
const bindBatch = (owner: Owner, body: Record<string, unknown>, token = owner.token) => api('POST', `${itemsPath(owner)}/labels/bind-batch`, { token, body });
const codeOf = async (owner: Owner, id: string) => (await api('GET', `${itemsPath(owner)}/${id}/detailed`, { token: owner.token })).body.code as string | null;

describe('POST /company/{company}/item/labels/bind-batch', () => {
  it('previews and then binds the batch in sheet order to the selection in its order, passing over items with a code', async () => {
    const owner = await companyOwner();
    const items = await createItems(owner, { title: 'Desk', count: 5 });
    const [a, b, c, d, e] = items.map((item) => item._id as string);
    await api('PUT', `${itemsPath(owner)}/${c}/mark`, { token: owner.token, body: { code: 'HAS-ONE' } });
    const { batch, codes } = await generate(owner, 3);

    const listed = await api('GET', `/company/${owner.company._id}/label-batches`, { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ _id: batch, format: 'l7160', count: 3 });

    const selection = { ids: [e, c, a, d, b] };
    const preview = await bindBatch(owner, { batch, selection, preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ freeCodes: 3, itemsWithCode: 1, more: false });
    expect(preview.body.pairs.map((pair: { code: string; id: string }) => [pair.code, pair.id])).toEqual([
      [codes[0], e],
      [codes[1], a],
      [codes[2], d],
    ]);
    // A preview binds nothing.
    expect(await codeOf(owner, e!)).toBeNull();

    const worker = await memberWithRole(owner.company._id, 'worker');
    const bound = await bindBatch(owner, { batch, selection }, worker.token);
    expect(bound.status).toBe(200);
    expect(bound.body.pairs.every((pair: { ok: boolean }) => pair.ok)).toBe(true);
    expect([await codeOf(owner, e!), await codeOf(owner, a!), await codeOf(owner, d!), await codeOf(owner, b!)]).toEqual([codes[0], codes[1], codes[2], null]);
    // The label of each code opens its item.
    const found = await api('GET', `${itemsPath(owner)}/${codes[1]}/by-code`, { token: owner.token });
    expect(found.body._id).toBe(a);

    // Nothing is left to bind: every code of the batch is on an item.
    const again = await bindBatch(owner, { batch, selection, preview: true });
    expect(again.body).toMatchObject({ pairs: [], freeCodes: 0, more: false });
  });

  it('binds a large selection 100 pairs a call, the next call going on from where the last stopped', async () => {
    const owner = await companyOwner();
    await seedItems(owner, 130, { title: 'Chair' });
    const { batch, codes } = await generate(owner, 120);
    const selection = { filter: { sort: 'created' } };

    const first = await bindBatch(owner, { batch, selection });
    expect(first.body.pairs).toHaveLength(100);
    expect(first.body).toMatchObject({ freeCodes: 120, more: true });
    const second = await bindBatch(owner, { batch, selection });
    expect(second.body.pairs).toHaveLength(20);
    expect(second.body.pairs.every((pair: { ok: boolean }) => pair.ok)).toBe(true);
    expect(second.body).toMatchObject({ freeCodes: 20, itemsWithCode: 100, more: false });
    expect(second.body.pairs[0].code).toBe(codes[100]);

    const list = await api('GET', itemsPath(owner), { token: owner.token, query: { sort: 'created', limit: '100', offset: '100' } });
    const byOrder = list.body.data.map((item: { code: string | null }) => item.code);
    expect(byOrder.slice(0, 20)).toEqual(codes.slice(100));
    expect(byOrder.slice(20).every((code: string | null) => code === null)).toBe(true);
  }, 90_000);

  it("refuses another company's batch, and another company's items are not found", async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const [mine] = await createItems(owner, { title: 'Lamp', count: 1 });
    // Item ids count up in each company: the other's second item has an id this company has not.
    const [, theirs] = await createItems(other, { title: 'Lamp', count: 2 });
    const { batch: otherBatch } = await generate(other, 1);
    const refused = await bindBatch(owner, { batch: otherBatch, selection: { ids: [mine!._id] } });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('NotFound');

    const { batch } = await generate(owner, 1);
    const answer = await bindBatch(owner, { batch, selection: { ids: [theirs!._id] } });
    expect(answer.body).toMatchObject({ pairs: [], itemsWithoutCode: 0 });
    expect(await codeOf(other, theirs!._id)).toBeNull();
  });
});
