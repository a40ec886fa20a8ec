import { describe, expect, it } from 'vitest';
import { periodOf, purchaseStartOf } from './billing';

const now = new Date('2026-03-10T12:00:00.000Z');
const createdAt = '2026-03-06T12:00:00.000Z';
const trialEnd = '2026-03-20T12:00:00.000Z';
const past = '2026-03-01T00:00:00.000Z';

describe('periodOf', () => {
  it('a running trial: from the company’s creation to its end', () => {
    expect(periodOf({ plan: 'optimal', periodKind: 'trial', subscriptionEndDate: trialEnd, createdAt }, now)).toEqual({ state: 'trial', startsAt: createdAt, endsAt: trialEnd, next: null });
  });

  it('a period paid during the trial waits for the trial’s end; the trial still runs until then', () => {
    const company = { plan: 'start' as const, periodKind: 'paid' as const, periodStartDate: trialEnd, subscriptionEndDate: '2026-04-20T12:00:00.000Z', createdAt };
    expect(periodOf(company, now)).toEqual({ state: 'trial', startsAt: createdAt, endsAt: trialEnd, next: { plan: 'start', startsAt: trialEnd, endsAt: '2026-04-20T12:00:00.000Z' } });
    // Once the trial is over the paid period runs.
    expect(periodOf(company, new Date('2026-03-21T00:00:00.000Z'))).toEqual({ state: 'paid', startsAt: trialEnd, endsAt: '2026-04-20T12:00:00.000Z', next: null });
  });

  it('Free after the trial has no end; a paid period that ended unpaid is `ended`', () => {
    expect(periodOf({ plan: 'optimal', subscriptionEndDate: past, createdAt }, now)).toEqual({ state: 'free', startsAt: past, endsAt: null, next: null });
    expect(periodOf({ plan: 'optimal', periodKind: 'paid', periodStartDate: '2026-02-01T00:00:00.000Z', subscriptionEndDate: past, createdAt }, now)).toEqual({
      state: 'ended', startsAt: '2026-02-01T00:00:00.000Z', endsAt: past, next: null,
    });
  });

  it('a paid period granted before starts were kept has no start', () => {
    expect(periodOf({ plan: 'business', periodKind: 'paid', subscriptionEndDate: trialEnd, createdAt }, now)).toEqual({ state: 'paid', startsAt: null, endsAt: trialEnd, next: null });
  });
});

describe('purchaseStartOf', () => {
  it('says where a period paid now starts', () => {
    expect(purchaseStartOf({ periodKind: 'trial', subscriptionEndDate: trialEnd }, now)).toEqual({ from: 'trial_end', at: trialEnd });
    expect(purchaseStartOf({ periodKind: 'paid', subscriptionEndDate: trialEnd }, now)).toEqual({ from: 'period_end', at: trialEnd });
    expect(purchaseStartOf({ periodKind: 'trial', subscriptionEndDate: past }, now)).toEqual({ from: 'now', at: now.toISOString() });
  });
});
