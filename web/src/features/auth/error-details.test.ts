import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { unconfirmedOf } from './error-details';

const refusal = (details: unknown) => new ApiError('AccountNotVerified', 403, 'not verified', details);

describe('unconfirmedOf', () => {
  it('reads the offer of an unconfirmed sign-in', () => {
    const details = { via: 'email', token: 't', email: 'ann@example.com', phone: '+380671234567', resend: ['email', 'sms'] };
    expect(unconfirmedOf(refusal(details))).toEqual(details);
  });

  it('drops an SMS without a phone and anything it does not know', () => {
    const offer = unconfirmedOf(refusal({ via: 'phone', token: 't', email: 'ann@example.com', phone: null, resend: ['sms', 'email', 'pigeon', 'email'] }));
    expect(offer).toEqual({ via: 'phone', token: 't', email: 'ann@example.com', phone: null, resend: ['email'] });
  });

  it('is undefined for an answer without a token (an older server, another error)', () => {
    expect(unconfirmedOf(refusal(undefined))).toBeUndefined();
    expect(unconfirmedOf(refusal({ via: 'email' }))).toBeUndefined();
    expect(unconfirmedOf(new Error('offline'))).toBeUndefined();
  });
});
