import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../lib/env';
import { grantPaidPeriod, paidPeriodFor } from './billing';
import type { CompanyRecord } from './store';

const now = new Date('2026-03-10T12:00:00.000Z');
const trialEnd = '2026-03-20T12:00:00.000Z';

function company(values: Partial<CompanyRecord>): CompanyRecord {
  return {
    pk: 'COMPANY#c1', sk: 'PROFILE', entity: 'company', _id: 'c1', title: 'Acme', description: 'Tools', owner: 'u1', plan: 'optimal',
    subscriptionEndDate: trialEnd, periodKind: 'trial', settings: { createItemSectionsStatus: { info: true, additional: true, location: true, responsible: true }, operationsWithApprovement: false, currency: 'UAH', promo: null },
    usersCount: 1, itemsCount: 0, totalItemPriceCents: 0, createdAt: '2026-03-06T12:00:00.000Z', updatedAt: '2026-03-06T12:00:00.000Z',
    ...values,
  };
}

/** The company update of a grant, as it would be sent. */
function companyUpdate(record: CompanyRecord, months = 1) {
  const { items } = grantPaidPeriod(record, { plan: 'optimal', months, paymentId: 'p1', at: now });
  return items[0]!.item.Update!;
}

beforeAll(() => {
  // Only the parameters are built; nothing is sent.
  vi.stubEnv('TABLE_NAME', 'assetbook-test');
  resetEnv();
});

describe('paidPeriodFor', () => {
  it('starts a period paid during the trial when the trial ends, keeping its remaining days', () => {
    const period = paidPeriodFor(company({}), now, 1);
    expect(period).toEqual({ from: 'trial_end', startsAt: new Date(trialEnd), until: new Date('2026-04-20T12:00:00.000Z') });
  });

  it('extends a running paid period from its end', () => {
    const period = paidPeriodFor(company({ periodKind: 'paid', subscriptionEndDate: '2026-05-31T00:00:00.000Z' }), now, 1);
    expect(period).toEqual({ from: 'period_end', startsAt: new Date('2026-05-31T00:00:00.000Z'), until: new Date('2026-06-30T00:00:00.000Z') });
  });

  it('starts now after the trial (Free), for a locked company, and without an end date', () => {
    expect(paidPeriodFor(company({ subscriptionEndDate: '2026-03-01T00:00:00.000Z' }), now, 12)).toEqual({ from: 'now', startsAt: now, until: new Date('2027-03-10T12:00:00.000Z') });
    expect(paidPeriodFor(company({ periodKind: 'paid', subscriptionEndDate: '2026-03-01T00:00:00.000Z' }), now, 6).from).toBe('now');
    expect(paidPeriodFor(company({ subscriptionEndDate: null }), now, 1).from).toBe('now');
    // A record older than payments has no periodKind: a trial.
    expect(paidPeriodFor(company({ periodKind: undefined }), now, 1).from).toBe('trial_end');
  });
});

describe('grantPaidPeriod', () => {
  it('during the trial: the paid plan at once, its start at the trial end, its end the months after that', () => {
    const update = companyUpdate(company({ plan: 'optimal' }));
    expect(update.UpdateExpression).toContain('periodStartDate = :start');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':start': trialEnd, ':until': '2026-04-20T12:00:00.000Z', ':paid': 'paid', ':readEnd': trialEnd });
  });

  it('an extension keeps the start of the period it extends; a fresh period starts now', () => {
    const extension = companyUpdate(company({ periodKind: 'paid', subscriptionEndDate: '2026-04-01T00:00:00.000Z', periodStartDate: '2026-03-01T00:00:00.000Z' }));
    expect(extension.UpdateExpression).not.toContain('periodStartDate');
    expect(extension.ExpressionAttributeValues).toMatchObject({ ':until': '2026-05-01T00:00:00.000Z' });
    const locked = companyUpdate(company({ periodKind: 'paid', subscriptionEndDate: '2026-03-01T00:00:00.000Z' }));
    expect(locked.ExpressionAttributeValues).toMatchObject({ ':start': now.toISOString(), ':until': '2026-04-10T12:00:00.000Z' });
  });

  it('answers where the period started from, with the end day marker and the history entry beside the company', () => {
    const grant = grantPaidPeriod(company({}), { plan: 'start', months: 6, paymentId: 'p1', at: now });
    expect(grant).toMatchObject({ from: 'trial_end', until: '2026-09-20T12:00:00.000Z' });
    expect(grant.items).toHaveLength(3);
    expect(grant.items[2]!.item.Put!.Item).toMatchObject({ kind: 'paid', plan: 'start', until: '2026-09-20T12:00:00.000Z', paymentId: 'p1' });
  });
});
