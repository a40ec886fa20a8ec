import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { forgotKeyError, forgotStateAfter, hasOwnMessage } from './forgot';

const answer = (error: ConstructorParameters<typeof ApiError>[0], details?: unknown) => new ApiError(error, 400, error, details);

describe('forgotStateAfter', () => {
  it('shows the time view with the wait the server asked for', () => {
    expect(forgotStateAfter(answer('NotNow', { retryAfter: 42 }), 'a@b.co', 1_000)).toEqual({ view: 'time', retryAt: 43_000 });
  });

  it('waits a minute when NotNow comes without its wait', () => {
    expect(forgotStateAfter(answer('NotNow'), 'a@b.co', 0)).toEqual({ view: 'time', retryAt: 60_000 });
  });

  it('shows the unverified view for the contact the server names', () => {
    expect(forgotStateAfter(answer('NotVerified', { via: 'phone' }), 'a@b.co')).toEqual({ view: 'unverified', via: 'phone' });
    expect(forgotStateAfter(answer('NotVerified', { via: 'email' }), '+380671234567')).toEqual({ view: 'unverified', via: 'email' });
  });

  it('reads the contact from the login when NotVerified does not name it', () => {
    expect(forgotStateAfter(answer('NotVerified'), '+380671234567')).toEqual({ view: 'unverified', via: 'phone' });
    expect(forgotStateAfter(answer('NotVerified'), 'a@b.co')).toEqual({ view: 'unverified', via: 'email' });
  });

  it('shows the error view for anything else', () => {
    expect(forgotStateAfter(answer('EmailNotFound'), 'a@b.co')).toEqual({ view: 'error', error: 'EmailNotFound' });
    expect(forgotStateAfter(answer('PhoneNotFound'), '+380671234567')).toEqual({ view: 'error', error: 'PhoneNotFound' });
    expect(forgotStateAfter(answer('NetworkError'), 'a@b.co')).toEqual({ view: 'error', error: 'NetworkError' });
    expect(forgotStateAfter(new Error('boom'), 'a@b.co')).toEqual({ view: 'error', error: 'InternalError' });
  });
});

describe('hasOwnMessage', () => {
  it('keeps the catalogue message, but not for outages', () => {
    expect(hasOwnMessage('EmailNotFound')).toBe(true);
    expect(hasOwnMessage('InternalError')).toBe(false);
    expect(hasOwnMessage('NetworkError')).toBe(false);
  });
});

describe('forgotKeyError', () => {
  it('requires a login without spaces', () => {
    expect(forgotKeyError('  ')).toBe('required_field');
    expect(forgotKeyError('a b@c.de')).toBe('invalid_rule_no_spaces');
  });

  it('checks an e-mail as an e-mail', () => {
    expect(forgotKeyError('ann@example.com')).toBeUndefined();
    expect(forgotKeyError('ann@example')).toBe('invalid_rule_email');
  });

  it('checks a login starting with + as a phone', () => {
    expect(forgotKeyError('+380671234567')).toBeUndefined();
    expect(forgotKeyError('+38067')).toBe('invalid_rule_phone');
  });
});
