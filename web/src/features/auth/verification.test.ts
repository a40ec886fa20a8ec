import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVerification, startVerification, verificationStore, verifyFromSignIn, type Verification } from './verification';

const registered = { token: 'verification-token', user: { email: 'ann@example.com', phone: '+380671234567' } };

describe('startVerification', () => {
  it('starts in email mode with the e-mail resend 60 s away', () => {
    expect(startVerification(registered, 1_000)).toEqual({
      token: 'verification-token',
      email: 'ann@example.com',
      phone: '+380671234567',
      mode: 'email',
      emailResendAt: 61_000,
      smsResendAt: 0,
    });
  });
});

describe('verifyFromSignIn', () => {
  it('opens the code entry for the phone of an unconfirmed sign-in, the next SMS after the wait', () => {
    const state = verifyFromSignIn({ token: 't', email: 'ann@example.com', phone: '+380671234567' }, 42, 1_000);
    expect(state).toEqual({ token: 't', email: 'ann@example.com', phone: '+380671234567', mode: 'verify', emailResendAt: 0, smsResendAt: 43_000 });
    expect(parseVerification(JSON.stringify(state))).toEqual(state);
  });
});

describe('parseVerification', () => {
  const state: Verification = { ...startVerification(registered, 0), mode: 'verify', smsResendAt: 5 };

  it('reads back what was stored', () => {
    expect(parseVerification(JSON.stringify(state))).toEqual(state);
  });

  it('has nothing for an empty, broken or foreign value', () => {
    expect(parseVerification(null)).toBeNull();
    expect(parseVerification('{not json')).toBeNull();
    expect(parseVerification('"email"')).toBeNull();
    expect(parseVerification(JSON.stringify({ ...state, token: '' }))).toBeNull();
    expect(parseVerification(JSON.stringify({ ...state, mode: 'done' }))).toBeNull();
  });

  it('treats missing timers as already run out and an empty phone as none', () => {
    const { emailResendAt: _e, smsResendAt: _s, ...rest } = state;
    expect(parseVerification(JSON.stringify({ ...rest, phone: '' }))).toEqual({ ...rest, phone: null, emailResendAt: 0, smsResendAt: 0 });
  });
});

describe('verificationStore', () => {
  // The unit project runs in node, which has no localStorage; a Map stands in for the browser's.
  beforeEach(() => {
    const entries = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the mode across reads, and forgets everything on clear', () => {
    expect(verificationStore.read()).toBeNull();
    const state = startVerification(registered, 0);
    verificationStore.write(state);
    verificationStore.write({ ...verificationStore.read()!, mode: 'sms' });
    expect(verificationStore.read()).toEqual({ ...state, mode: 'sms' });
    verificationStore.clear();
    expect(verificationStore.read()).toBeNull();
  });
});
