import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../env';
import { issueSessionToken, verifySessionToken } from './tokens';

const before = process.env.JWT_SECRET;
beforeAll(() => {
  process.env.JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
  resetEnv();
});
afterAll(() => {
  if (before === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = before;
  resetEnv();
});

describe('session tokens', () => {
  it('name the user and the session only: no role, no company', async () => {
    const token = await issueSessionToken({ userId: 'user-1', sessionId: 'session-1' });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sid', 'sub']);
    expect(await verifySessionToken(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });
});
