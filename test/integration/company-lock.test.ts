import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { getCompany, grantPaidPeriod, type CompanySubscription } from '../../functions/company/public';
import { subscriptionEndMarker } from '../../functions/company/subscription-ends';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { transact } from '../../functions/lib/db/transactions';
import { domainHandler } from '../../functions/lib/http/domain-handler';
import { handler as notificationWorker } from '../../functions/workers/notification.worker';
import { domainEntry, invokeApi, loadHandler, repoRoot } from '../../infra/local/gateway';
import { errorMessages } from '../../shared/i18n/errors';
import type { PeriodKind } from '../../shared/plans';
import { paymentsRoutes } from '../../shared/routes/payments';
import { routes, type Domain, type RouteDef } from '../../shared/routes';
import { api } from '../support/api';
import { companyOwner, password } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { runQueuedJobs } from '../support/jobs';
import { mailsTo } from '../support/mail';
import { memberWithRole } from '../support/members';

/**
 * Access when unpaid (docs/payments.md): a trial that ends falls back to Free; a paid period that
 * ends locks the company's routes but payment and the shell's reads until it pays, and the daily
 * check tells the company before and at the end.
 */

const day = 24 * 60 * 60 * 1000;
const base = (owner: Owner) => `/company/${owner.company._id}`;

/** Puts the company on a period of `kind` ending at `end`, with the end day's marker for the daily check. */
async function setPeriod(companyId: string, kind: PeriodKind, end: Date, subscription: CompanySubscription | null = null): Promise<void> {
  await transact([
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.company(companyId),
          UpdateExpression: 'SET periodKind = :kind, subscriptionEndDate = :end, subscription = :subscription',
          ExpressionAttributeValues: { ':kind': kind, ':end': end.toISOString(), ':subscription': subscription },
        },
      },
    },
    subscriptionEndMarker(companyId, end.toISOString()),
  ]);
}

/** Waits until `at` has passed. */
async function waitUntil(at: Date): Promise<void> {
  const wait = at.getTime() - Date.now() + 50;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * A company whose paid period has just ended, with items. The period is set to end a few seconds
 * ahead before anything else calls the API, so the lock is seen as soon as it ends: a container
 * trusts "not locked" only until the period's end.
 */
async function lockedCompany(itemCount: number) {
  const owner = await companyOwner();
  const end = new Date(Date.now() + 4_000);
  await setPeriod(owner.company._id, 'paid', end);
  const items = await createItems(owner, { title: 'Generator', count: itemCount });
  await waitUntil(end);
  return { owner, items };
}

const listItems = (owner: Owner, lang = 'en') => api('GET', itemsPath(owner), { token: owner.token, lang });

/** The payments domain's routes through the real request pipeline, each operation answering that it was reached. */
const paymentsProbe = domainHandler(
  paymentsRoutes,
  Object.fromEntries(paymentsRoutes.map((route) => [route.operation, async () => ({ reached: route.operation })])) as never,
);
const withPaymentsProbe = (domain: Domain) => (domain === 'payments' ? Promise.resolve(paymentsProbe as never) : loadHandler(domainEntry(domain)));

describe('a trial that ends', () => {
  it('falls back to Free: premium features refused, nothing locked, every item still there', async () => {
    const owner = await companyOwner();
    const items = await createItems(owner, { title: 'Ladder', count: 3 });
    await setPeriod(owner.company._id, 'trial', new Date(Date.now() - 1000));

    const company = await api('GET', '/company/my', { token: owner.token });
    expect(company.body).toMatchObject({ plan: 'optimal', effectivePlan: 'free', periodKind: 'trial', locked: false });
    const list = await listItems(owner);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { _id: string }) => item._id).sort()).toEqual(items.map((item) => item._id).sort());
    const repair = await api('PUT', `${itemsPath(owner)}/${items[0]!._id}/repair`, { token: owner.token, body: { title: 'Workshop', reason: 'Broken', location: 'Kyiv' } });
    expect(repair.body).toMatchObject({ error: 'PlanAccessDenied' });
  });

  it('a new company starts a trial: periodKind trial and trial_started in its billing history', async () => {
    const owner = await companyOwner();
    expect(owner.company).toMatchObject({ periodKind: 'trial', locked: false });
    const history = await db().send(
      new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :billing)', ExpressionAttributeValues: { ':pk': keys.company(owner.company._id).pk, ':billing': 'BILLING#' } }),
    );
    expect(history.Items?.map((entry) => [entry.kind, entry.until])).toEqual([['trial_started', owner.company.subscriptionEndDate]]);
  });
});

describe('a paid period that ends', () => {
  it('locks the company until it pays; the shell, sign-in, the own account and payment keep answering; paying unlocks at once', async () => {
    const other = await companyOwner();
    const { owner, items } = await lockedCompany(3);
    const worker = await memberWithRole(owner.company._id, 'worker');

    for (const lang of ['en', 'pl', 'ua'] as const) {
      const refused = await listItems(owner, lang);
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({ error: 'SubscriptionExpired', message: errorMessages[lang].SubscriptionExpired });
    }
    expect((await api('GET', itemsPath(owner), { token: worker.token })).body.error).toBe('SubscriptionExpired');
    expect((await api('POST', itemsPath(owner), { token: owner.token, body: { title: 'Drill' } })).status).toBe(402);

    const company = await api('GET', '/company/my', { token: owner.token });
    expect(company.status).toBe(200);
    expect(company.body).toMatchObject({ plan: 'optimal', effectivePlan: 'optimal', periodKind: 'paid', locked: true });
    expect((await api('GET', `${base(owner)}/settings`, { token: owner.token })).status).toBe(200);
    const stats = await api('GET', `${base(owner)}/stats`, { token: owner.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ itemsCount: 3, plan: 'optimal' });
    const support = await api('POST', `${base(owner)}/support`, {
      token: owner.token,
      body: { name: 'Olena', email: owner.email, message: 'We paid by bank transfer' },
    });
    expect(support.status).toBe(200);
    expect((await api('GET', '/users/me', { token: worker.token })).status).toBe(200);
    expect((await api('GET', '/notifications', { token: owner.token })).status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { login: owner.email, password } })).status).toBe(200);
    const billing = await invokeApi({ method: 'GET', path: '/api/v1/payment/billing', query: new URLSearchParams(), headers: { authorization: `Bearer ${owner.token}` } }, withPaymentsProbe);
    expect(billing.statusCode).toBe(200);
    expect(JSON.parse(billing.body ?? '{}')).toEqual({ reached: 'billing' });

    // Another tenant is not touched.
    expect((await listItems(other)).status).toBe(200);

    // The paying path (payments applies the same items in its callback's transaction).
    const record = (await getCompany(owner.company._id))!;
    await transact(grantPaidPeriod(record, { plan: 'optimal', months: 1, paymentId: 'payment-1', at: new Date() }).items);

    const list = await listItems(owner);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { _id: string }) => item._id).sort()).toEqual(items.map((item) => item._id).sort());
    expect((await api('GET', itemsPath(owner), { token: worker.token })).status).toBe(200);
    expect((await api('GET', '/company/my', { token: owner.token })).body).toMatchObject({ periodKind: 'paid', locked: false });
  });

  it('every company route answers SubscriptionExpired but those marked lockedAccess', async () => {
    const { owner } = await lockedCompany(1);
    // Domains whose functions exist on this branch (payment and sticker orders arrive with their own).
    const companyRoutes = (routes as readonly RouteDef[]).filter(
      (route) => route.auth === 'company' && (!route.roles || route.roles.includes('root')) && existsSync(path.join(repoRoot, domainEntry(route.domain))),
    );
    expect(companyRoutes.filter((route) => route.lockedAccess).map((route) => route.path)).toEqual(
      expect.arrayContaining(['/company/my', '/company/{id}/settings', '/company/{id}/stats', '/company/{company}/support']),
    );
    for (const route of companyRoutes) {
      const routePath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'company' || route.path.startsWith('/company/{id}') ? owner.company._id : 'no-such-id'));
      const answer = await api(route.method, routePath, { token: owner.token, body: route.body ? {} : undefined });
      const label = `${route.method} ${route.path}`;
      if (route.lockedAccess) expect(answer.body?.error, label).not.toBe('SubscriptionExpired');
      else expect([answer.status, answer.body?.error], label).toEqual([402, 'SubscriptionExpired']);
    }
  });

  it('is seen at its end even by a container that has just found the company unlocked', async () => {
    const owner = await companyOwner();
    const end = new Date(Date.now() + 1_500);
    await setPeriod(owner.company._id, 'paid', end);
    expect((await listItems(owner)).status).toBe(200);
    await waitUntil(end);
    expect((await listItems(owner)).status).toBe(402);
  });
});

describe('the daily check', () => {
  const check = (at: Date) =>
    notificationWorker({
      Records: [{ messageId: `check-${at.toISOString()}`, body: JSON.stringify({ kind: 'notifications.subscriptionCheck', jobId: at.toISOString() }), attributes: { ApproximateReceiveCount: '1' } }],
    } as unknown as SQSEvent);
  const startOfToday = () => new Date(new Date().toISOString().slice(0, 10));
  const history = async (companyId: string) =>
    (
      await db().send(
        new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :billing)', ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':billing': 'BILLING#' } }),
      )
    ).Items ?? [];
  const endedNotifications = async (token: string) =>
    ((await api('GET', '/notifications', { token })).body.data as { type: string; link: string; params: Record<string, unknown> }[]).filter((notification) => notification.type === 'subscription_ended');

  it('records a paid period that ended yesterday once and tells root and admins once across two runs', async () => {
    const owner = await companyOwner();
    const admin = await memberWithRole(owner.company._id, 'admin');
    const worker = await memberWithRole(owner.company._id, 'worker');
    // Ended yesterday afternoon, after yesterday's check had run.
    const end = new Date(startOfToday().getTime() - 9 * 60 * 60 * 1000);
    await setPeriod(owner.company._id, 'paid', end);

    await check(new Date(startOfToday().getTime() + 6 * 60 * 60 * 1000));
    await runQueuedJobs('notifications');
    // A rerun finds the end recorded and raises nothing for this company (the one history entry, notification
    // and mail below). Other companies of this file may be due at the later hour, so the queue is not counted.
    await check(new Date(startOfToday().getTime() + 7 * 60 * 60 * 1000));
    await runQueuedJobs('notifications');

    const ended = (await history(owner.company._id)).filter((entry) => entry.kind === 'period_ended');
    expect(ended).toEqual([expect.objectContaining({ kind: 'period_ended', at: end.toISOString(), until: end.toISOString(), plan: 'optimal' })]);
    for (const token of [owner.token, admin.token]) {
      expect(await endedNotifications(token)).toEqual([expect.objectContaining({ link: '/payment', params: { date: end.toISOString().slice(0, 10), plan: 'optimal', period: 'paid' } })]);
    }
    expect(await endedNotifications(worker.token)).toEqual([]);
    const mails = (await mailsTo(owner.email)).filter((mail) => mail.subject === 'Paid period ended');
    expect(mails).toHaveLength(1);
  });

  it('records a trial that ends today as trial_ended, and only once the end has passed', async () => {
    const owner = await companyOwner();
    const end = new Date(startOfToday().getTime() + 10 * 60 * 60 * 1000);
    await setPeriod(owner.company._id, 'trial', end);

    await check(new Date(end.getTime() - 60 * 60 * 1000));
    expect((await history(owner.company._id)).map((entry) => entry.kind)).toEqual(['trial_started']);
    await check(new Date(end.getTime() + 60 * 60 * 1000));
    await runQueuedJobs('notifications');
    expect((await history(owner.company._id)).map((entry) => entry.kind).sort()).toEqual(['trial_ended', 'trial_started']);
    expect(await endedNotifications(owner.token)).toEqual([expect.objectContaining({ params: expect.objectContaining({ period: 'trial' }) })]);
  });

  it('reminds a trial as a trial and a paid period as paid; a subscription that renews itself is not reminded of', async () => {
    const trial = await companyOwner();
    const paid = await companyOwner();
    const renewing = await companyOwner();
    const end = new Date(startOfToday().getTime() + 3 * day + 12 * 60 * 60 * 1000);
    await setPeriod(trial.company._id, 'trial', end);
    await setPeriod(paid.company._id, 'paid', end);
    await setPeriod(renewing.company._id, 'paid', end, {
      orderId: 'order-1', state: 'active', plan: 'optimal', amountCents: 4900, nextPaymentDate: end.toISOString().slice(0, 10), promocode: null,
    });

    await check(new Date(startOfToday().getTime() + 6 * 60 * 60 * 1000));
    await runQueuedJobs('notifications');

    const [trialMail] = (await mailsTo(trial.email)).filter((mail) => mail.subject === 'Trial ending');
    expect(trialMail?.body.text).toContain('moves to the Free plan');
    const [paidMail] = (await mailsTo(paid.email)).filter((mail) => mail.subject === 'Paid period ending');
    expect(paidMail?.body.text).toContain('access to the admin panel and the mobile app will be suspended');
    expect((await mailsTo(paid.email)).some((mail) => mail.subject === 'Trial ending')).toBe(false);
    const renewingNotifications = (await api('GET', '/notifications', { token: renewing.token })).body.data as { type: string }[];
    expect(renewingNotifications.filter((notification) => notification.type === 'subscription_ending')).toEqual([]);
  });
});
