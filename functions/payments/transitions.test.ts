import { describe, expect, it } from 'vitest';
import { decideCallback } from './transitions';

const payment = { status: 'created' as const, totalCents: 4900, currency: 'USD' };
const order = (status: 'approved' | 'declined' | 'expired' | 'processing' | 'reversed', amountCents = 4900, currency = 'USD') => ({ status, amountCents, currency });

describe('decideCallback', () => {
  it('applies an approval of a new payment once, with its grant', () => {
    expect(decideCallback(payment, order('approved'))).toEqual({ action: 'apply', status: 'approved', grant: true });
    expect(decideCallback({ ...payment, status: 'approved', appliedAt: '2026-01-01T00:00:00.000Z' }, order('approved'))).toEqual({ action: 'ignore' });
  });

  it('keeps an approved payment approved when a declined arrives after it', () => {
    expect(decideCallback({ ...payment, status: 'approved' }, order('declined'))).toEqual({ action: 'ignore' });
  });

  it('lets an approval follow a decline, and a reversal follow an approval without a second grant', () => {
    expect(decideCallback({ ...payment, status: 'declined' }, order('approved'))).toEqual({ action: 'apply', status: 'approved', grant: true });
    expect(decideCallback({ ...payment, status: 'approved', appliedAt: 'x' }, order('reversed'))).toEqual({ action: 'apply', status: 'reversed', grant: false });
  });

  it('treats declined and expired as the same step', () => {
    expect(decideCallback({ ...payment, status: 'expired' }, order('declined'))).toEqual({ action: 'ignore' });
  });

  it('refuses another amount or currency than the stored payment', () => {
    expect(decideCallback(payment, order('approved', 4800))).toEqual({ action: 'reject', reason: 'amount_mismatch' });
    expect(decideCallback(payment, order('approved', 4900, 'UAH'))).toEqual({ action: 'reject', reason: 'currency_mismatch' });
  });
});
