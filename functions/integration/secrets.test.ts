import { describe, expect, it } from 'vitest';
import { isAccessToken } from '../../shared/access-token';
import { lastUseDue, newSecret, secretHash } from './secrets';

describe('access token secrets', () => {
  it('are prefixed, random and told apart from session tokens by the prefix', () => {
    const [one, two] = [newSecret(), newSecret()];
    expect(one).toMatch(/^abk_[A-Za-z0-9_-]{43}$/);
    expect(one).not.toBe(two);
    expect(isAccessToken(one)).toBe(true);
    expect(isAccessToken('eyJhbGciOiJFUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('are stored as a SHA-256 hash only', () => {
    expect(secretHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(secretHash('abk_example')).toMatch(/^[0-9a-f]{64}$/);
    expect(secretHash('abk_example')).not.toContain('abk_example');
  });

  it('record a use at most once a minute', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(lastUseDue(null, now)).toBe(true);
    expect(lastUseDue('2026-11-23T09:59:30.000Z', now)).toBe(false);
    expect(lastUseDue('2026-11-23T09:59:00.000Z', now)).toBe(true);
  });
});
