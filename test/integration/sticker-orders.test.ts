import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { transact } from '../../functions/lib/db/transactions';
import { setRequestStatus } from '../../functions/requests/fulfilment';
import { paidRequestItems } from '../../functions/requests/public';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';
import { withProviderUnreachable } from '../support/payment-provider';

/** Sticker orders (docs/sticker-orders.md): the catalogue, drafts, publishing, statuses, and the delivery directory. */

type Owner = Awaited<ReturnType<typeof companyOwner>>;

const branchDelivery = {
  type: 'branch',
  city: { ref: 'db5c88f5-391c-11dd-90d9-001a92567626', name: 'м. Львів, Львівська обл.' },
  branch: { ref: 'branch-ref-3', name: 'Відділення №3 (до 30 кг): вул. Шевченка, 317', number: '3' },
};
const recipient = { name: 'Ірина Коваль', phone: '+380501234567' };
const publishable = { lines: [{ type: 'sticker', quantity: 200 }, { type: 'laser', quantity: 20 }], recipient, delivery: branchDelivery };

const draft = async (owner: Owner, body: Record<string, unknown> = { lines: [] }) => {
  const created = await api('POST', '/request', { token: owner.token, body });
  expect(created.status).toBe(201);
  return created.body;
};

/** What the approved payment's callback does to the order (payments applies these items in its own transaction). */
const markPaid = (owner: Owner, requestId: string, paymentId: string) => transact(paidRequestItems(owner.company._id, requestId, paymentId, new Date()));

/** The Flitt sandbox approves the payment and answers the signed callback it would send (the test posts it to the API). */
async function approvedCallback(paymentId: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${inject('localStack').flitt}/sandbox/orders/${encodeURIComponent(paymentId)}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'approved' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { callback: Record<string, unknown> }).callback;
}

/** Moves the order's checkout into the past, as if it had been opened `minutes` ago. */
const checkoutOpenedAgo = (owner: Owner, requestId: string, minutes: number) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.stickerRequest(owner.company._id, requestId),
      UpdateExpression: 'SET checkoutStartedAt = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - minutes * 60_000).toISOString() },
    }),
  );

describe('the sticker catalogue', () => {
  it('lists the seal types with prices in the requested language, else the caller’s', async () => {
    const owner = await companyOwner();
    const ukrainian = await api('GET', '/request/mark-methods', { token: owner.token, query: { lang: 'ua' } });
    expect(ukrainian.status).toBe(200);
    expect(ukrainian.body.currency).toBe('USD');
    expect(ukrainian.body.data.map((method: { type: string }) => method.type)).toEqual(['laser', 'plastic_seal', 'sticker', 'polymer', 'seal']);
    expect(ukrainian.body.data.find((method: { type: string }) => method.type === 'sticker')).toEqual({
      type: 'sticker', title: 'Паперова наліпка', description: expect.stringContaining('QR'), priceCents: 5, minQuantity: 100,
    });
    const polish = await api('GET', '/request/mark-methods', { token: owner.token, lang: 'pl' });
    expect(polish.body.data[0].title).toBe('Tabliczka grawerowana laserowo');
  });
});

describe('sticker order drafts', () => {
  it('saves a draft with a code, the company as sender and lines priced from the catalogue; it may be empty', async () => {
    const owner = await companyOwner('Sticker Buyers Ltd');
    const empty = await draft(owner);
    expect(empty).toMatchObject({ status: 4, statusName: 'saved', processing: 0, editable: true, lines: [], totalCents: 0, recipient: null, delivery: null, paymentId: null });
    expect(empty.code).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(empty.sender).toEqual({ companyId: owner.company._id, title: 'Sticker Buyers Ltd', userId: owner.user._id });

    const full = await draft(owner, { ...publishable, comment: 'Deliver before Friday' });
    expect(full.code).not.toBe(empty.code);
    expect(full.lines).toEqual([
      { type: 'sticker', quantity: 200, priceCents: 5, totalCents: 1000 },
      { type: 'laser', quantity: 20, priceCents: 40, totalCents: 800 },
    ]);
    expect(full.totalCents).toBe(1800);
    expect(full.delivery).toEqual({ ...branchDelivery, country: 'UA' });

    const read = await api('GET', `/request/${full._id}`, { token: owner.token });
    expect(read.body).toEqual(full);
  });

  it('changes a draft and reprices it; the same type twice is refused', async () => {
    const owner = await companyOwner();
    const created = await draft(owner, { lines: [{ type: 'sticker', quantity: 100 }] });
    const updated = await api('PUT', `/request/${created._id}`, {
      token: owner.token,
      body: { lines: [{ type: 'polymer', quantity: 60 }], recipient, delivery: { type: 'address', city: { ref: 's-1', name: 'Київ' }, street: { ref: 'st-1', name: 'вул. Хрещатик' }, house: '22', flat: '5' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: created.code, lines: [{ type: 'polymer', quantity: 60, priceCents: 15, totalCents: 900 }], totalCents: 900, editable: true });
    expect(updated.body.delivery).toMatchObject({ type: 'address', house: '22', flat: '5' });
    const twice = await api('PUT', `/request/${created._id}`, { token: owner.token, body: { lines: [{ type: 'seal', quantity: 100 }, { type: 'seal', quantity: 200 }] } });
    expect([twice.status, twice.body.error, twice.body.details.fields]).toEqual([400, 'ValidationError', { 'lines.1.type': 'invalid_rule_unique' }]);
  });

  it('lists orders newest first, 10 a page, with search by code or recipient, status filter and sort by total', async () => {
    const owner = await companyOwner();
    const made = [];
    for (let n = 1; n <= 12; n++) {
      made.push(await draft(owner, { lines: [{ type: 'sticker', quantity: 100 + n }], recipient: { name: n === 7 ? 'Петро Шевчук' : 'Ірина Коваль', phone: '+380501234567' } }));
    }
    const first = await api('GET', '/request', { token: owner.token });
    expect(first.body.count).toBe(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]._id).toBe(made[11]._id);
    const second = await api('GET', '/request', { token: owner.token, query: { offset: '10' } });
    expect(second.body.data.map((order: { _id: string }) => order._id)).toEqual([made[1]._id, made[0]._id]);

    const byCode = await api('GET', '/request', { token: owner.token, query: { search: made[3].code.toLowerCase() } });
    expect(byCode.body.data.map((order: { _id: string }) => order._id)).toEqual([made[3]._id]);
    const byRecipient = await api('GET', '/request', { token: owner.token, query: { search: 'шевчук' } });
    expect(byRecipient.body.data.map((order: { _id: string }) => order._id)).toEqual([made[6]._id]);

    await api('PATCH', `/request/${made[0]._id}`, { token: owner.token });
    const rejected = await api('GET', '/request', { token: owner.token, query: { status: 'rejected' } });
    expect([rejected.body.count, rejected.body.data[0]._id, rejected.body.data[0].statusName]).toEqual([1, made[0]._id, 'rejected']);
    expect((await api('GET', '/request', { token: owner.token, query: { status: 'saved' } })).body.count).toBe(11);

    const cheapest = await api('GET', '/request', { token: owner.token, query: { sort: 'totalCents', limit: '3' } });
    expect(cheapest.body.data.map((order: { totalCents: number }) => order.totalCents)).toEqual([505, 510, 515]);
    const oldest = await api('GET', '/request', { token: owner.token, query: { sort: 'createdAt', limit: '1' } });
    expect(oldest.body.data[0]._id).toBe(made[0]._id);
  });

  it('rejects a draft; a rejected order cannot be changed, rejected again or published', async () => {
    const owner = await companyOwner();
    const created = await draft(owner, publishable);
    expect((await api('PATCH', `/request/${created._id}`, { token: owner.token })).body).toEqual({ ok: true });
    const read = await api('GET', `/request/${created._id}`, { token: owner.token });
    expect(read.body).toMatchObject({ status: 3, statusName: 'rejected', processing: 1, editable: false });
    for (const [method, path] of [['PATCH', ''], ['PUT', ''], ['PUT', '/publish']] as const) {
      const refused = await api(method, `/request/${created._id}${path}`, { token: owner.token, ...(method === 'PUT' ? { body: publishable } : {}) });
      expect([refused.status, refused.body.error]).toEqual([409, 'RequestNotEditable']);
    }
  });
});

describe('publishing a sticker order', () => {
  it('refuses to publish an empty order (EmptyOrder) and saves nothing', async () => {
    const owner = await companyOwner();
    const empty = await api('POST', '/request/publish', { token: owner.token, body: { lines: [], recipient, delivery: branchDelivery } });
    expect([empty.status, empty.body.error]).toEqual([400, 'EmptyOrder']);
    expect((await api('GET', '/request', { token: owner.token })).body.count).toBe(0);
    const saved = await draft(owner);
    const again = await api('PUT', `/request/${saved._id}/publish`, { token: owner.token, body: { lines: [] } });
    expect([again.status, again.body.error]).toEqual([400, 'EmptyOrder']);
  });

  it('needs each line’s smallest quantity, a recipient and a delivery', async () => {
    const owner = await companyOwner();
    const refused = await api('POST', '/request/publish', { token: owner.token, body: { lines: [{ type: 'sticker', quantity: 99 }, { type: 'laser', quantity: 20 }] } });
    expect([refused.status, refused.body.error]).toEqual([400, 'ValidationError']);
    expect(refused.body.details.fields).toEqual({ 'lines.0.quantity': 'invalid_rule_min_quantity', recipient: 'required_field', delivery: 'required_field' });
  });

  it('publishes with branch delivery: answers a checkout URL for the server’s total; once paid the order is new and no longer editable', async () => {
    const owner = await companyOwner();
    const published = await api('POST', '/request/publish', { token: owner.token, body: publishable });
    expect(published.status).toBe(201);
    expect(published.body.checkoutUrl).toMatch(/^https?:\/\//);
    expect(published.body.paymentId).toEqual(expect.any(String));
    expect(published.body.request).toMatchObject({ status: 4, statusName: 'saved', totalCents: 1800, paymentId: published.body.paymentId, editable: false });
    const { _id: requestId } = published.body.request;

    // While the checkout may still be paid, the lines cannot change; the same lines may be paid in a fresh checkout.
    const edit = await api('PUT', `/request/${requestId}`, { token: owner.token, body: { ...publishable, lines: [{ type: 'sticker', quantity: 500 }] } });
    expect([edit.status, edit.body.error]).toEqual([409, 'RequestNotEditable']);
    expect((await api('PATCH', `/request/${requestId}`, { token: owner.token })).body.error).toBe('RequestNotEditable');
    const changedAndPublished = await api('PUT', `/request/${requestId}/publish`, { token: owner.token, body: { ...publishable, lines: [{ type: 'sticker', quantity: 500 }] } });
    expect(changedAndPublished.body.error).toBe('RequestNotEditable');
    const fresh = await api('PUT', `/request/${requestId}/publish`, { token: owner.token, body: publishable });
    expect(fresh.status).toBe(200);
    expect(fresh.body.paymentId).not.toBe(published.body.paymentId);

    // The first checkout is paid after all (the provider's signed callback): it still pays for the same lines.
    expect(published.body.checkoutUrl).toContain(`${inject('localStack').flitt}/checkout/`);
    expect((await api('POST', '/payment/callback', { body: await approvedCallback(published.body.paymentId) })).status).toBe(200);
    const paid = await api('GET', `/request/${requestId}`, { token: owner.token });
    expect(paid.body).toMatchObject({ status: 0, statusName: 'new', processing: 0, editable: false, paymentId: published.body.paymentId, publishedAt: expect.any(String) });
    // The second payment is recorded but finds nothing left to pay for.
    expect((await api('POST', '/payment/callback', { body: await approvedCallback(fresh.body.paymentId) })).status).toBe(200);
    expect((await api('GET', `/request/${requestId}`, { token: owner.token })).body.paymentId).toBe(published.body.paymentId);

    for (const [method, path] of [['PUT', ''], ['PUT', '/publish'], ['PATCH', '']] as const) {
      const refused = await api(method, `/request/${requestId}${path}`, { token: owner.token, ...(method === 'PUT' ? { body: publishable } : {}) });
      expect([refused.status, refused.body.error]).toEqual([409, 'RequestNotEditable']);
    }
  });

  it('keeps the order as an editable draft when the provider cannot open the checkout', async () => {
    const owner = await companyOwner();
    const refused = await withProviderUnreachable(() => api('POST', '/request/publish', { token: owner.token, body: publishable }));
    expect([refused.status, refused.body.error]).toEqual([502, 'PaymentCreationError']);
    const list = await api('GET', '/request', { token: owner.token });
    expect(list.body.count).toBe(1);
    expect(list.body.data[0]).toMatchObject({ statusName: 'saved', totalCents: 1800, paymentId: null, editable: true });
    const retried = await api('PUT', `/request/${list.body.data[0]._id}/publish`, { token: owner.token, body: publishable });
    expect(retried.status).toBe(200);
    expect(retried.body.checkoutUrl).toContain(`${inject('localStack').flitt}/checkout/`);
  });

  it('an unpaid checkout older than an hour frees the draft again, and its payment can no longer pay for changed lines', async () => {
    const owner = await companyOwner();
    const published = await api('POST', '/request/publish', { token: owner.token, body: publishable });
    const { _id: requestId } = published.body.request;
    await checkoutOpenedAgo(owner, requestId, 61);
    expect((await api('GET', `/request/${requestId}`, { token: owner.token })).body.editable).toBe(true);
    const changed = await api('PUT', `/request/${requestId}`, { token: owner.token, body: { ...publishable, lines: [{ type: 'sticker', quantity: 300 }] } });
    expect(changed.body).toMatchObject({ totalCents: 1500, editable: true });
    await expect(markPaid(owner, requestId, published.body.paymentId)).rejects.toMatchObject({ errorName: 'RequestNotEditable' });
    expect((await api('GET', `/request/${requestId}`, { token: owner.token })).body.statusName).toBe('saved');
  });
});

describe('support fulfilling a paid order', () => {
  it('moves a paid order to in progress and then done (scripts/set-request-status.ts); drafts are left alone', async () => {
    const owner = await companyOwner();
    const published = await api('POST', '/request/publish', { token: owner.token, body: publishable });
    const { _id: requestId, code } = published.body.request;
    const early = await setRequestStatus(owner.company._id, code, 'in_progress');
    expect(early).toEqual({ ok: false, reason: `Order ${code} is saved; in_progress follows only new` });

    await markPaid(owner, requestId, published.body.paymentId);
    expect((await setRequestStatus(owner.company._id, code.toLowerCase(), 'in_progress')).ok).toBe(true);
    expect((await api('GET', `/request/${requestId}`, { token: owner.token })).body).toMatchObject({ status: 1, statusName: 'in_progress', processing: 0, editable: false });
    expect((await setRequestStatus(owner.company._id, code, 'done')).ok).toBe(true);
    expect((await api('GET', `/request/${requestId}`, { token: owner.token })).body).toMatchObject({ status: 2, statusName: 'done', processing: 1 });
    expect((await api('GET', '/request', { token: owner.token, query: { status: 'done' } })).body.count).toBe(1);
    expect((await setRequestStatus(owner.company._id, code, 'in_progress')).ok).toBe(false);
    expect((await setRequestStatus(owner.company._id, 'R-NOSUCH', 'done')).ok).toBe(false);
  });
});

describe('sticker orders across companies and roles', () => {
  it('answers NotFound for another company’s order, whatever the operation', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const theirs = await draft(other, publishable);
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['PUT', '/publish'], ['PATCH', '']] as const) {
      const answer = await api(method, `/request/${theirs._id}${path}`, { token: owner.token, ...(method === 'PUT' ? { body: publishable } : {}) });
      expect([answer.status, answer.body.error]).toEqual([404, 'NotFound']);
    }
    expect((await api('GET', '/request', { token: owner.token })).body.count).toBe(0);
    expect((await api('GET', `/request/${theirs._id}`, { token: other.token })).body.statusName).toBe('saved');
  });

  it('lets root and admin order stickers; a worker gets AccessError', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const worker = await memberWithRole(owner.company._id, 'worker');
    expect((await api('POST', '/request', { token: admin.token, body: { lines: [] } })).status).toBe(201);
    for (const [method, path] of [['GET', '/request'], ['GET', '/request/mark-methods'], ['POST', '/request'], ['GET', '/request/delivery/cities?search=Київ']] as const) {
      const [route, search] = path.split('?');
      const answer = await api(method, route!, { token: worker.token, ...(method === 'POST' ? { body: { lines: [] } } : {}), query: Object.fromEntries(new URLSearchParams(search)) });
      expect([answer.status, answer.body.error]).toEqual([403, 'AccessError']);
    }
  });
});

describe('the delivery directory', () => {
  const standinCalls = async (): Promise<number> => {
    const answer = await fetch(new URL('/calls', inject('localStack').novaPoshta));
    return ((await answer.json()) as { total: number }).total;
  };

  it('finds cities, their branches and lockers, and their streets; a repeated lookup is answered from the cache', async () => {
    const owner = await companyOwner();
    const before = await standinCalls();
    const cities = await api('GET', '/request/delivery/cities', { token: owner.token, query: { search: 'Льв' } });
    expect(cities.status).toBe(200);
    expect(cities.body.data).toEqual([
      { ref: 'e71c2a15-4b33-11e4-ab6d-005056801329', cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626', name: 'м. Львів, Львівська обл.', area: 'Львівська', branches: 4, addressDelivery: true },
    ]);
    expect(await standinCalls()).toBe(before + 1);
    const again = await api('GET', '/request/delivery/cities', { token: owner.token, query: { search: 'льв' } });
    expect(again.body).toEqual(cities.body);
    expect(await standinCalls()).toBe(before + 1);

    const [lviv] = cities.body.data;
    const branches = await api('GET', '/request/delivery/endpoints', { token: owner.token, query: { city: lviv.cityRef } });
    expect(branches.body.data.map((branch: { number: string; kind: string }) => `${branch.number} ${branch.kind}`)).toEqual(['1 branch', '3 branch', '12 branch', '5021 postomat']);
    expect(branches.body.data[1]).toMatchObject({ name: expect.stringContaining('Шевченка, 317'), address: 'Львів, Шевченка, 317' });
    const locker = await api('GET', '/request/delivery/endpoints', { token: owner.token, query: { city: lviv.cityRef, search: 'Поштомат' } });
    expect(locker.body.data.map((branch: { number: string }) => branch.number)).toEqual(['5021']);

    const streets = await api('GET', '/request/delivery/streets', { token: owner.token, query: { city: lviv.ref, search: 'город' } });
    expect(streets.body.data).toEqual([{ ref: expect.any(String), name: 'вул. Городоцька' }]);
    const callsAfterStreets = await standinCalls();
    await api('GET', '/request/delivery/streets', { token: owner.token, query: { city: lviv.ref, search: 'Город' } });
    await api('GET', '/request/delivery/endpoints', { token: owner.token, query: { city: lviv.cityRef } });
    expect(await standinCalls()).toBe(callsAfterStreets);
  });

  it('answers an empty list for a place the directory does not know, and refuses an empty search', async () => {
    const owner = await companyOwner();
    expect((await api('GET', '/request/delivery/cities', { token: owner.token, query: { search: 'Атлантида' } })).body).toEqual({ data: [] });
    const blank = await api('GET', '/request/delivery/cities', { token: owner.token, query: { search: ' ' } });
    expect([blank.status, blank.body.error]).toEqual([400, 'ValidationError']);
  });
});
