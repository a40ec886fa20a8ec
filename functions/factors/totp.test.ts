import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8-digit codes, T0 = 0, X = 30.
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
const rfcVectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP check', () => {
  it.each(rfcVectors)('accepts the RFC 6238 SHA-1 code at %i s, at its own step', (seconds, code) => {
    const at = seconds * 1000;
    expect(matchTotp(rfcSecret, code, at, { digits: 8, window: 0 })).toBe(totpStep(at));
  });

  it.each(rfcVectors)('refuses the RFC 6238 code of %i s with one digit changed', (seconds, code) => {
    const wrong = `${code.slice(0, -1)}${(Number(code.at(-1)) + 1) % 10}`;
    expect(matchTotp(rfcSecret, wrong, seconds * 1000, { digits: 8, window: 0 })).toBeNull();
  });

  describe('the window of one step either side, with 6 digits', () => {
    const secret = newTotpSecret();
    // A moment in the middle of step s: s*30 + 15 seconds.
    const s = 58_000_000;
    const at = (s * 30 + 15) * 1000;
    const codeOfStep = (step: number) => totpCode(secret, step * 30 * 1000);

    it('accepts the previous, current and next step and answers which it was', () => {
      expect(matchTotp(secret, codeOfStep(s - 1), at)).toBe(s - 1);
      expect(matchTotp(secret, codeOfStep(s), at)).toBe(s);
      expect(matchTotp(secret, codeOfStep(s + 1), at)).toBe(s + 1);
    });

    it('refuses two steps away on either side', () => {
      expect(matchTotp(secret, codeOfStep(s - 2), at)).toBeNull();
      expect(matchTotp(secret, codeOfStep(s + 2), at)).toBeNull();
    });

    it('holds at the edges of a step: its first and last second', () => {
      const first = s * 30 * 1000;
      const last = (s * 30 + 29) * 1000 + 999;
      expect(matchTotp(secret, codeOfStep(s - 1), first)).toBe(s - 1);
      expect(matchTotp(secret, codeOfStep(s - 2), first)).toBeNull();
      expect(matchTotp(secret, codeOfStep(s + 1), last)).toBe(s + 1);
      expect(matchTotp(secret, codeOfStep(s + 2), last)).toBeNull();
      // One millisecond later the window has moved on by a step.
      expect(matchTotp(secret, codeOfStep(s + 2), last + 1)).toBe(s + 2);
      expect(matchTotp(secret, codeOfStep(s - 1), last + 1)).toBeNull();
    });

    it('refuses what is not six digits', () => {
      expect(matchTotp(secret, '', at)).toBeNull();
      expect(matchTotp(secret, `${codeOfStep(s)}0`, at)).toBeNull();
      expect(matchTotp(secret, 'abcdef', at)).toBeNull();
    });
  });

  it('makes 160-bit secrets and an otpauth URI with the issuer and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'owner@example.com'));
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Assetbook:owner@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: 'Assetbook', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
