import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { getCompany } from '../../functions/company/public';
import { decodeV2, envelopeV2, signatureV1 } from '../../functions/lib/adapters/flitt-protocol';
import { sendJob } from '../../functions/lib/adapters/queues';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { resetEnv } from '../../functions/lib/env';
import { createLogger } from '../../functions/lib/http/logger';
import { markInvoicePaid } from '../../functions/payments/invoices';
import { startRequestCheckout } from '../../functions/payments/public';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { runQueuedJobs } from '../support/jobs';
import { captureLogs } from '../support/log-lines';
import { mailsTo } from '../support/mail';
import { withProviderUnreachable } from '../support/payment-provider';
import { pdfText } from '../support/pdf';

/**
 * Payments on the local stack: checkouts at the Flitt sandbox, callbacks taken from its control API
 * (signed exactly as the provider signs them) and posted to POST /payment/callback in-process.
 */

type Owner = Awaited<ReturnType<typeof companyOwner>>;
type Callback = Record<string, unknown>;

const day = 24 * 60 * 60 * 1000;
const sandbox = () => inject('localStack').flitt!;

async function buy(owner: Owner, body: Record<string, unknown> = {}) {
  return api('POST', '/payment/plan', { token: owner.token, body: { plan: 'optimal', duration: 1, method: 'fixed', company: owner.company._id, ...body } });
}

async function paid(owner: Owner, body: Record<string, unknown> = {}): Promise<string> {
  const created = await buy(owner, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.paymentId as string;
}

/** The sandbox settles the order and answers the callback it would send (not delivered: the test posts it). */
async function settle(orderId: string, outcome: string, action: 'settle' | 'charge' = 'settle'): Promise<{ callback: Callback; orderId: string }> {
  const answer = await fetch(`${sandbox()}/sandbox/orders/${encodeURIComponent(orderId)}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { callback: Callback; orderId: string };
}

const postCallback = (callback: Callback) => api('POST', '/payment/callback', { body: callback });

/** The order fields of a callback of either protocol. */
function fieldsOf(callback: Callback): Callback {
  return typeof callback.data === 'string' ? decodeV2(callback.data)! : callback;
}

/** The same callback with changed fields, signed with the merchant's key (a genuine provider message). */
function resigned(callback: Callback, changes: Callback): Callback {
  const key = process.env.FLITT_SECRET_KEY!;
  if (typeof callback.data === 'string') return envelopeV2(key, { ...decodeV2(callback.data)!, ...changes });
  const { signature: _old, ...fields } = { ...callback, ...changes };
  return { ...fields, signature: signatureV1(key, fields) };
}

async function payment(owner: Owner, id: string) {
  return (await api('GET', `/payment/${id}`, { token: owner.token })).body;
}

async function billing(owner: Owner) {
  const answer = await api('GET', '/payment/billing', { token: owner.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Moves a payment's creation back by `ms`, as if it had been made that long ago. */
async function age(owner: Owner, paymentId: string, ms: number) {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: keys.payment(owner.company._id, paymentId), UpdateExpression: 'SET createdAt = :old', ExpressionAttributeValues: { ':old': new Date(Date.now() - ms).toISOString() } }),
  );
}

async function stored(owner: Owner, paymentId: string) {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: keys.payment(owner.company._id, paymentId), ConsistentRead: true }))).Item!;
}

async function setCompany(companyId: string, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: `SET ${names.map((name, index) => `#n${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#n${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:v${index}`, values[name]])),
    }),
  );
}


beforeAll(async () => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.promoCode('WELCOME20'), entity: 'promo', code: 'WELCOME20', sale: 20 } }));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.promoCode('GONE50'), entity: 'promo', code: 'GONE50', sale: 50, deleted: true } }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plans', () => {
  it('lists the plans publicly with old prices and the default sales', async () => {
    const answer = await api('GET', '/payment/plans');
    expect(answer.status).toBe(200);
    expect(answer.body.plans.map((plan: { _id: string }) => plan._id)).toEqual(['free', 'start', 'optimal', 'business']);
    expect(answer.body.plans[2]).toMatchObject({ priceCents: 4900, oldPriceCents: 6900 });
    expect(answer.body.defaultSale).toEqual({ 1: 0, 6: 5, 12: 10 });
  });
});

describe('checkout and callbacks', () => {
  it('prices on the server and answers the sandbox checkout', async () => {
    const owner = await companyOwner();
    const created = await buy(owner, { duration: 12 });
    expect(created.status).toBe(201);
    expect(created.body.checkoutUrl).toContain(`${sandbox()}/checkout/`);
    expect(await payment(owner, created.body.paymentId)).toMatchObject({ status: 'created', statusColour: null, priceCents: 58800, sale: 10, totalCents: 52920, duration: 12 });
  });

  it('refuses to buy for another company', async () => {
    const [owner, other] = await Promise.all([companyOwner(), companyOwner()]);
    const answer = await buy(owner, { company: other.company._id });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('AccessError');
  });

  it('leaves no payment waiting when the provider cannot create the checkout', async () => {
    const owner = await companyOwner();
    const answer = await withProviderUnreachable(() => buy(owner));
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe('PaymentCreationError');
    const list = (await api('GET', '/payment', { token: owner.token })).body;
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({ status: 'declined', statusColour: 'red' });
  });

  it('applies a signature-verified approved callback once; a replay changes nothing', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    const { callback } = await settle(id, 'approved');
    const trialEnd = Date.parse(owner.company.subscriptionEndDate);
    const first = await postCallback(callback);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true });
    const granted = await getCompany(owner.company._id);
    expect(granted).toMatchObject({ plan: 'optimal', periodKind: 'paid' });
    // Paid during the trial: the month starts when the trial ends.
    const until = Date.parse(granted!.subscriptionEndDate!);
    expect(until - trialEnd).toBeGreaterThan(27 * day);
    expect(until - trialEnd).toBeLessThan(32 * day);

    const replay = await postCallback(callback);
    expect(replay.status).toBe(200);
    expect((await getCompany(owner.company._id))!.subscriptionEndDate).toBe(granted!.subscriptionEndDate);
    const history = (await billing(owner)).history.filter((entry: { kind: string }) => entry.kind === 'paid');
    expect(history).toHaveLength(1);
    expect(await payment(owner, id)).toMatchObject({ status: 'approved', statusColour: 'green' });
  });

  it('takes a protocol 1.0 callback posted as a url-encoded form', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    const { callback } = await settle(id, 'approved');
    const fields = fieldsOf(callback);
    const form = typeof callback.data === 'string' ? resigned({ ...fields, signature: '' }, {}) : callback;
    const answer = await api('POST', '/payment/callback', {
      rawBody: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect((await payment(owner, id)).status).toBe('approved');
  });

  it('refuses a forged callback, changes nothing and writes a security log line', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    const { callback } = await settle(id, 'approved');
    const forged = typeof callback.data === 'string'
      ? { ...callback, data: Buffer.from(JSON.stringify({ order: { ...fieldsOf(callback), amount: '1' } })).toString('base64') }
      : { ...callback, amount: '1' };
    process.env.LOG_LEVEL = 'info';
    resetEnv();
    const logs = captureLogs();
    try {
      const answer = await postCallback(forged);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('CallbackRejected');
      expect(logs.errors().some((line) => line.event === 'security.payment_callback' && line.outcome === 'refused')).toBe(true);
    } finally {
      process.env.LOG_LEVEL = 'silent';
      resetEnv();
    }
    expect(await payment(owner, id)).toMatchObject({ status: 'created' });
    expect((await getCompany(owner.company._id))!.periodKind ?? 'trial').toBe('trial');
  });

  it('refuses a genuinely signed callback for another amount', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    const { callback } = await settle(id, 'approved');
    const answer = await postCallback(resigned(callback, { amount: '100' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('CallbackRejected');
    expect((await payment(owner, id)).status).toBe('created');
    expect((await getCompany(owner.company._id))!.periodKind ?? 'trial').toBe('trial');
  });

  it('keeps an approved payment approved when a declined arrives after it; approval after a decline applies', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    const approved = (await settle(id, 'approved')).callback;
    const declined = (await settle(id, 'declined')).callback;
    expect((await postCallback(approved)).status).toBe(200);
    const end = (await getCompany(owner.company._id))!.subscriptionEndDate;
    expect((await postCallback(declined)).status).toBe(200);
    expect(await payment(owner, id)).toMatchObject({ status: 'approved', statusColour: 'green' });
    expect((await getCompany(owner.company._id))!.subscriptionEndDate).toBe(end);

    const second = await paid(owner);
    expect((await postCallback((await settle(second, 'declined')).callback)).status).toBe(200);
    expect(await payment(owner, second)).toMatchObject({ status: 'declined', statusColour: 'red' });
    expect((await postCallback((await settle(second, 'approved')).callback)).status).toBe(200);
    expect((await payment(owner, second)).status).toBe('approved');
    // The same plan bought again while paid extends the period from its end.
    expect(Date.parse((await getCompany(owner.company._id))!.subscriptionEndDate!) - Date.parse(end!)).toBeGreaterThan(27 * day);
  });

  it('settles a payment left without a callback by asking the provider when it is viewed', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    await settle(id, 'approved');
    expect((await payment(owner, id)).status).toBe('created');
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.payment(owner.company._id, id), UpdateExpression: 'SET createdAt = :old', ExpressionAttributeValues: { ':old': new Date(Date.now() - 30_000).toISOString() } }),
    );
    expect(await payment(owner, id)).toMatchObject({ status: 'approved', statusColour: 'green' });
    expect((await getCompany(owner.company._id))!.periodKind).toBe('paid');
  });

  it('sends the browser back to the result page without changing anything', async () => {
    const owner = await companyOwner();
    const id = await paid(owner);
    const { callback } = await settle(id, 'approved');
    const answer = await api('POST', '/payment/return', {
      rawBody: new URLSearchParams(Object.entries(callback).map(([key, value]) => [key, String(value)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.location!);
    expect(location.pathname).toBe('/payment/success');
    expect(location.search.length).toBeGreaterThan(1);
    expect((await payment(owner, id)).status).toBe('created');
  });

  it('lists payments newest first, 10 a page, with their colours', async () => {
    const owner = await companyOwner();
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) ids.push(await paid(owner));
    await postCallback((await settle(ids[10]!, 'declined')).callback);
    const first = await api('GET', '/payment', { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(11);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({ _id: ids[10], status: 'declined', statusColour: 'red' });
    const second = await api('GET', '/payment', { token: owner.token, query: { offset: '10' } });
    expect(second.body.data.map((entry: { _id: string }) => entry._id)).toEqual([ids[0]]);
    const stranger = await companyOwner();
    expect((await api('GET', `/payment/${ids[0]}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('paying during the trial', () => {
  it('shows a new company its trial: Optimal from its creation to the trial end, and that a payment starts at the trial end', async () => {
    const owner = await companyOwner();
    const answer = await billing(owner);
    expect(answer).toMatchObject({
      plan: 'optimal',
      effectivePlan: 'optimal',
      periodKind: 'trial',
      period: { state: 'trial', startsAt: owner.company.createdAt, endsAt: owner.company.subscriptionEndDate, next: null },
      purchaseStart: { from: 'trial_end', at: owner.company.subscriptionEndDate },
    });
  });

  it('keeps the trial\'s remaining days: the bought plan applies at once, the paid months follow the trial', async () => {
    const owner = await companyOwner();
    const trialEnd = owner.company.subscriptionEndDate as string;
    const id = await paid(owner, { plan: 'start', duration: 6 });
    await postCallback((await settle(id, 'approved')).callback);
    const after = await billing(owner);
    expect(after).toMatchObject({ plan: 'start', effectivePlan: 'start', periodKind: 'paid', locked: false });
    expect(after.period).toMatchObject({ state: 'trial', startsAt: owner.company.createdAt, endsAt: trialEnd, next: { plan: 'start', startsAt: trialEnd, endsAt: after.subscriptionEndDate } });
    const months = (Date.parse(after.subscriptionEndDate) - Date.parse(trialEnd)) / day;
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);
    expect(after.history[0]).toMatchObject({ kind: 'paid', plan: 'start', until: after.subscriptionEndDate, paymentId: id });
    // More of the same plan extends the paid period from its end; its start stays at the trial's end.
    expect(after.purchaseStart).toEqual({ from: 'period_end', at: after.subscriptionEndDate });
    await postCallback((await settle(await paid(owner, { plan: 'start' }), 'approved')).callback);
    const extended = await billing(owner);
    expect(extended.period.next.startsAt).toBe(trialEnd);
    expect(Date.parse(extended.subscriptionEndDate) - Date.parse(after.subscriptionEndDate)).toBeGreaterThan(27 * day);
  });

  it('a subscription bought during the trial charges next when its first month, after the trial, ends', async () => {
    const owner = await companyOwner();
    const id = await paid(owner, { method: 'subscription' });
    await postCallback((await settle(id, 'approved')).callback);
    const after = await billing(owner);
    expect(Date.parse(after.subscriptionEndDate) - Date.parse(owner.company.subscriptionEndDate)).toBeGreaterThan(27 * day);
    expect(after.subscription).toMatchObject({ state: 'active', nextPaymentDate: after.subscriptionEndDate });
  });

  it('starts a payment at once after the trial, on Free', async () => {
    const owner = await companyOwner();
    const ended = new Date(Date.now() - day).toISOString();
    await setCompany(owner.company._id, { subscriptionEndDate: ended });
    const before = await billing(owner);
    expect(before).toMatchObject({ effectivePlan: 'free', period: { state: 'free', startsAt: ended, endsAt: null, next: null }, purchaseStart: { from: 'now' } });
    const paidAt = Date.now();
    await postCallback((await settle(await paid(owner), 'approved')).callback);
    const after = await billing(owner);
    expect(after.period).toMatchObject({ state: 'paid', next: null });
    expect(Date.parse(after.period.startsAt)).toBeGreaterThanOrEqual(paidAt - 1_000);
    expect(Date.parse(after.period.endsAt) - paidAt).toBeLessThan(32 * day);
  });
});

describe('abandoned checkouts', () => {
  const hours = 60 * 60 * 1000;

  it('ends a checkout still created a day later as expired when listed or read; a late approval still grants the plan', async () => {
    const owner = await companyOwner();
    const [old, recent] = [await paid(owner), await paid(owner)];
    await age(owner, old, 24 * hours + 60_000);
    await age(owner, recent, 23 * hours);
    const list = (await api('GET', '/payment', { token: owner.token })).body;
    const status = (id: string) => list.data.find((entry: { _id: string }) => entry._id === id);
    expect(status(old)).toMatchObject({ status: 'expired', statusColour: 'purple' });
    expect(status(recent)).toMatchObject({ status: 'created' });
    expect(await stored(owner, old)).toMatchObject({ status: 'expired', statusReason: 'abandoned' });
    expect(await payment(owner, old)).toMatchObject({ status: 'expired' });

    // A late decline changes nothing; a late approval (money taken) still applies and grants the period.
    expect((await postCallback((await settle(old, 'declined')).callback)).status).toBe(200);
    expect((await payment(owner, old)).status).toBe('expired');
    expect((await postCallback((await settle(old, 'approved')).callback)).status).toBe(200);
    expect(await payment(owner, old)).toMatchObject({ status: 'approved', statusColour: 'green' });
    expect(await getCompany(owner.company._id)).toMatchObject({ periodKind: 'paid', plan: 'optimal' });
  });

  it('applies what the provider settled meanwhile instead (a lost callback), and its own expiry when it says expired', async () => {
    const owner = await companyOwner();
    const approved = await paid(owner);
    const expired = await paid(owner);
    await settle(approved, 'approved');
    await settle(expired, 'expired');
    await age(owner, approved, 25 * hours);
    await age(owner, expired, 25 * hours);
    const list = (await api('GET', '/payment', { token: owner.token })).body;
    const entry = (id: string) => list.data.find((item: { _id: string }) => item._id === id);
    expect(entry(approved)).toMatchObject({ status: 'approved', paidAt: expect.any(String) });
    expect((await getCompany(owner.company._id))!.periodKind).toBe('paid');
    expect(entry(expired)).toMatchObject({ status: 'expired' });
    // Settled from the provider's answer like a callback: no reason of ours, the applied callback recorded.
    expect((await stored(owner, expired)).statusReason).toBeUndefined();
    const callbacks = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)', ExpressionAttributeValues: { ':pk': keys.paymentOrder(expired).pk, ':sk': 'CALLBACK#expired#' } }),
    );
    expect(callbacks.Count).toBe(1);
  });

  it('leaves an invoice waiting for its transfer, and a checkout the provider cannot be asked about until it can', async () => {
    const owner = await companyOwner();
    const invoice = (await buy(owner, { method: 'invoice' })).body.paymentId as string;
    expect(await runQueuedJobs('billing')).toBe(1);
    const card = await paid(owner);
    await age(owner, invoice, 3 * day);
    await age(owner, card, 2 * day);
    const unreachable = await withProviderUnreachable(() => api('GET', '/payment', { token: owner.token }));
    expect(unreachable.status).toBe(200);
    expect(unreachable.body.data.map((entry: { status: string }) => entry.status)).toEqual(['created', 'created']);
    expect((await payment(owner, invoice)).status).toBe('created');
    expect(await payment(owner, card)).toMatchObject({ status: 'expired' });
    expect((await stored(owner, invoice)).status).toBe('created');
  });
});

describe('sticker order payments', () => {
  it('pays through the same checkout and callback; an order gone since is left alone and the payment still recorded', async () => {
    const owner = await companyOwner();
    const { paymentId, checkoutUrl } = await startRequestCheckout({
      companyId: owner.company._id, userId: owner.user._id, requestId: 'no-such-order', amountCents: 1250, description: 'Stickers', language: 'en',
    });
    expect(checkoutUrl).toContain(`${sandbox()}/checkout/`);
    expect(await payment(owner, paymentId)).toMatchObject({ kind: 'request', requestId: 'no-such-order', totalCents: 1250, status: 'created' });
    expect((await postCallback((await settle(paymentId, 'approved')).callback)).status).toBe(200);
    expect(await payment(owner, paymentId)).toMatchObject({ status: 'approved', paidAt: expect.any(String) });
    expect((await getCompany(owner.company._id))!.periodKind ?? 'trial').toBe('trial');
  });
});

describe('promo codes', () => {
  it('checks a code (uppercased), keeps it on the company and prices the next payment with it', async () => {
    const owner = await companyOwner();
    const checked = await api('POST', '/payment/check/promo', { token: owner.token, body: { code: ' welcome20 ' } });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ code: 'WELCOME20', sale: 20 });
    expect((await billing(owner)).promo).toEqual({ code: 'WELCOME20', sale: 20 });
    const id = await paid(owner);
    expect(await payment(owner, id)).toMatchObject({ priceCents: 4900, sale: 20, totalCents: 3920, promo: 'WELCOME20' });
    // The default 10 % of a year is smaller than the code's 20 %.
    expect(await payment(owner, await paid(owner, { duration: 12 }))).toMatchObject({ sale: 20, totalCents: 47040 });
  });

  it('answers invalid_promocode for an unknown or deleted code, at check and at payment', async () => {
    const owner = await companyOwner();
    for (const code of ['NOPE', 'gone50']) {
      const answer = await api('POST', '/payment/check/promo', { token: owner.token, body: { code } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('InvalidPromocode');
    }
    const answer = await buy(owner, { promo: 'NOPE' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('InvalidPromocode');
  });
});

describe('plan changes', () => {
  it('refuses buying another plan while a paid period runs, and mails support a change request with Upgrade or Downgrade', async () => {
    const owner = await companyOwner();
    const trialRequest = await api('PUT', '/payment/plan/business', { token: owner.token });
    expect(trialRequest.status).toBe(409);
    expect(trialRequest.body.error).toBe('PlanChangeRefused');

    await postCallback((await settle(await paid(owner), 'approved')).callback);
    const other = await buy(owner, { plan: 'business' });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('PlanChangeRefused');

    const up = await api('PUT', '/payment/plan/business', { token: owner.token });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ ok: true, direction: 'Upgrade' });
    const down = await api('PUT', '/payment/plan/start', { token: owner.token });
    expect(down.body).toEqual({ ok: true, direction: 'Downgrade' });
    const mails = (await mailsTo('support@assetbook.test', { atLeast: 2 })).filter((mail) => mail.body.text?.includes(owner.company._id));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Upgrade: .* from Optimal to Business$/), expect.stringMatching(/^Downgrade: .* from Optimal to Start$/)]),
    );
    const kinds = (await billing(owner)).history.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === 'plan_change_requested')).toHaveLength(2);
    expect((await api('PUT', '/payment/plan/optimal', { token: owner.token })).status).toBe(409);
  });
});

describe('subscriptions', () => {
  it('starts on the first approval, extends by a month on each approved charge, and stops when paused', async () => {
    const owner = await companyOwner();
    const id = await paid(owner, { method: 'subscription' });
    await postCallback((await settle(id, 'approved')).callback);
    const started = await billing(owner);
    expect(started.subscription).toMatchObject({ state: 'active', plan: 'optimal', amountCents: 4900 });
    const firstEnd = Date.parse(started.subscriptionEndDate);
    expect(Date.parse(started.subscription.nextPaymentDate) - Date.now()).toBeGreaterThan(27 * day);
    // A second subscription while this one runs would charge twice a month.
    const second = await buy(owner, { method: 'subscription' });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('PlanChangeRefused');

    const charge = await settle(id, 'approved', 'charge');
    expect((await postCallback(charge.callback)).status).toBe(200);
    expect((await postCallback(charge.callback)).status).toBe(200);
    const renewed = await billing(owner);
    expect(Date.parse(renewed.subscriptionEndDate) - firstEnd).toBeGreaterThan(27 * day);
    expect(Date.parse(renewed.subscriptionEndDate) - firstEnd).toBeLessThan(32 * day);
    const list = (await api('GET', '/payment', { token: owner.token })).body;
    expect(list.count).toBe(2);
    expect(list.data[0]).toMatchObject({ type: 'subscription', status: 'approved', totalCents: 4900 });

    const failed = await settle(id, 'declined', 'charge');
    expect((await postCallback(failed.callback)).status).toBe(200);
    const afterFailure = await billing(owner);
    expect(afterFailure.subscriptionEndDate).toBe(renewed.subscriptionEndDate);
    expect(afterFailure.history.map((entry: { kind: string }) => entry.kind)).toContain('subscription_charge_failed');

    const paused = await api('POST', '/payment/subscription/pause', { token: owner.token });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ state: 'inactive', nextPaymentDate: null });
    expect((await billing(owner)).subscription.state).toBe('inactive');
    // The provider stopped it too: no further charge can be made.
    const refused = await fetch(`${sandbox()}/sandbox/orders/${id}/charge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'approved' }) });
    expect(refused.status).toBe(409);
    const again = await api('POST', '/payment/subscription/pause', { token: owner.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('SubscriptionNotActive');
  });

  it('refuses a charge of a subscription for another amount', async () => {
    const owner = await companyOwner();
    const id = await paid(owner, { method: 'subscription' });
    await postCallback((await settle(id, 'approved')).callback);
    const before = await billing(owner);
    const charge = await settle(id, 'approved', 'charge');
    expect((await postCallback(resigned(charge.callback, { amount: '10' }))).status).toBe(400);
    expect((await billing(owner)).subscriptionEndDate).toBe(before.subscriptionEndDate);
    expect((await api('GET', '/payment', { token: owner.token })).body.count).toBe(1);
  });
});

describe('invoices', () => {
  it('renders the invoice PDF, mails its link once, and is paid when support marks it', async () => {
    const owner = await companyOwner();
    const created = await buy(owner, { method: 'invoice', duration: 6 });
    expect(created.status).toBe(201);
    const id = created.body.paymentId as string;
    expect(created.body.checkoutUrl).toBe(`http://localhost:3000/settings/payment?invoice=${id}`);
    expect(await runQueuedJobs('billing')).toBe(1);
    // A redelivered job writes the same file and mails nothing twice.
    await sendJob('billing', { kind: 'billing.invoice', companyId: owner.company._id, requestedBy: owner.user._id, jobId: id, paymentId: id, language: 'en' });
    expect(await runQueuedJobs('billing')).toBe(1);
    const mails = await mailsTo(owner.email, { atLeast: 2, timeoutMs: 1_500 });
    const invoiceMails = mails.filter((mail) => mail.subject.includes(id));
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0]!.body.text).toContain(`/settings/payment?invoice=${id}`);
    expect(invoiceMails[0]!.body.text).toContain('279.30 USD');

    expect((await payment(owner, id)).hasInvoice).toBe(true);
    const redirect = await api('GET', `/payment/invoice/${id}`, { token: owner.token });
    expect(redirect.status).toBe(302);
    const file = await fetch(redirect.headers.location!);
    expect(file.status).toBe(200);
    const text = pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain(id);
    expect(text).toMatch(/279\.30 USD/);
    expect(text).toContain('Optimal, 6');

    expect(await markInvoicePaid(id, 'BANK-1', createLogger())).toBe('applied');
    expect(await markInvoicePaid(id, 'BANK-1', createLogger())).toBe('unchanged');
    expect(await payment(owner, id)).toMatchObject({ status: 'approved' });
    expect((await getCompany(owner.company._id))!.periodKind).toBe('paid');
  });
});

describe('a locked company', () => {
  it('can still pay, and after the approved callback its period runs again', async () => {
    const owner = await companyOwner();
    await setCompany(owner.company._id, { periodKind: 'paid', plan: 'business', subscriptionEndDate: new Date(Date.now() - day).toISOString() });
    expect((await billing(owner)).locked).toBe(true);
    const id = await paid(owner, { plan: 'optimal' });
    await postCallback((await settle(id, 'approved')).callback);
    const after = await billing(owner);
    expect(after).toMatchObject({ locked: false, plan: 'optimal', effectivePlan: 'optimal', periodKind: 'paid' });
    expect(Date.parse(after.subscriptionEndDate)).toBeGreaterThan(Date.now() + 27 * day);
  });
});
