import { describe, expect, it } from 'vitest';
import { tokenUserId } from './count-session';

const token = (payload: object) => `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('the user a stored token names (the count screen offline)', () => {
  it('reads the sub claim, base64url and unpadded', () => {
    expect(tokenUserId(token({ sub: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', sid: 'ş?>' }))).toBe('9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22');
  });

  it('answers null for no token, a malformed one, or one without a user', () => {
    expect(tokenUserId(null)).toBeNull();
    expect(tokenUserId('not-a-token')).toBeNull();
    expect(tokenUserId('a.%%%.c')).toBeNull();
    expect(tokenUserId(token({ sid: 'x' }))).toBeNull();
  });
});
