import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signingKeysEnvironment } from '../../../infra/local/signing-keys';
import { resetEnv } from '../env';
import { signEs256 } from './jwt';
import { currentSigningKey, generateSigningKey, parsePrivateKeySet, type PrivateKeySet, rotateKeySet } from './signing-keys';
import { issueSessionToken, issueVerificationToken, verifySessionToken, verifyVerificationToken } from './tokens';

const names = ['JWT_PRIVATE_KEYS', 'JWT_PUBLIC_KEYS', 'JWT_PRIVATE_KEYS_SECRET_ARN', 'JWT_PUBLIC_KEYS_SECRET_ARN'] as const;
const before = Object.fromEntries(names.map((name) => [name, process.env[name]]));

/** Gives this process the keys of one kind of function: an issuer has both sets, a verifier only the public one. */
function runAs(role: 'issuer' | 'verifier', set: PrivateKeySet): void {
  for (const name of names) delete process.env[name];
  const environment = signingKeysEnvironment(set);
  process.env.JWT_PUBLIC_KEYS = environment.JWT_PUBLIC_KEYS;
  if (role === 'issuer') process.env.JWT_PRIVATE_KEYS = environment.JWT_PRIVATE_KEYS;
  resetEnv();
}

let keys: PrivateKeySet;
beforeEach(() => {
  keys = { keys: [generateSigningKey(new Date(Date.now() - 40 * 86_400_000))] };
  runAs('issuer', keys);
});
afterEach(() => {
  for (const name of names) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
  resetEnv();
});

describe('session tokens', () => {
  it('name the user and the session only: no role, no company; ES256 with the kid of the current key', async () => {
    const token = await issueSessionToken({ userId: 'user-1', sessionId: 'session-1' });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'sid', 'sub']);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: keys.keys[0]!.kid });
    expect(await verifySessionToken(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
  });

  it('verify in a function that has only the public keys, which cannot sign one', async () => {
    const token = await issueSessionToken({ userId: 'user-1', sessionId: 'session-1' });
    runAs('verifier', keys);
    expect(await verifySessionToken(token)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    await expect(issueSessionToken({ userId: 'user-1', sessionId: 'session-2' })).rejects.toThrow(/no private signing keys/);
    // What the verifier holds is a JWKS of public members only.
    for (const jwk of JSON.parse(process.env.JWT_PUBLIC_KEYS!).keys) expect(Object.keys(jwk).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
  });

  it('signed by the previous key still verify after a rotation; new ones are signed by the new key', async () => {
    const old = await issueSessionToken({ userId: 'user-1', sessionId: 'session-1' });
    const rotated = rotateKeySet(keys, 8 * 24).set;
    runAs('issuer', rotated);
    const fresh = await issueSessionToken({ userId: 'user-1', sessionId: 'session-2' });
    expect(decodeProtectedHeader(fresh).kid).toBe(rotated.keys[1]!.kid);
    expect(decodeProtectedHeader(fresh).kid).not.toBe(decodeProtectedHeader(old).kid);
    runAs('verifier', rotated);
    expect(await verifySessionToken(old)).toEqual({ userId: 'user-1', sessionId: 'session-1' });
    expect(await verifySessionToken(fresh)).toEqual({ userId: 'user-1', sessionId: 'session-2' });
  });

  it('of a key no longer published, of an unknown kid, HS256 or unsigned are refused', async () => {
    const old = await issueSessionToken({ userId: 'user-1', sessionId: 'session-1' });
    runAs('verifier', { keys: [generateSigningKey()] });
    expect(await verifySessionToken(old)).toBeNull();

    runAs('issuer', keys);
    const claims = { sub: 'user-1', sid: 'session-1', iss: 'assetbook', aud: 'assetbook-api' };
    const stranger = currentSigningKey(parsePrivateKeySet(JSON.stringify({ keys: [generateSigningKey()] })));
    expect(await verifySessionToken(signEs256(claims, stranger, 60))).toBeNull();
    expect(await verifySessionToken(signEs256(claims, { ...stranger, kid: keys.keys[0]!.kid }, 60))).toBeNull();
    const hs256 = await new SignJWT({ sid: 'session-1' }).setProtectedHeader({ alg: 'HS256', kid: keys.keys[0]!.kid }).setSubject('user-1')
      .setIssuer('assetbook').setAudience('assetbook-api').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('a-secret-that-is-long-enough-for-hs256!'));
    expect(await verifySessionToken(hs256)).toBeNull();
    const [header, payload] = (await issueSessionToken({ userId: 'user-1', sessionId: 'session-1' })).split('.') as [string, string];
    const none = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(header, 'base64url').toString()), alg: 'none' })).toString('base64url');
    expect(await verifySessionToken(`${none}.${payload}.`)).toBeNull();
  });
});

describe('verification tokens', () => {
  it('open no session, and sessions tokens do not pass as them', async () => {
    const verification = await issueVerificationToken('user-1', 24);
    expect(await verifyVerificationToken(verification)).toBe('user-1');
    expect(await verifySessionToken(verification)).toBeNull();
    expect(await verifyVerificationToken(await issueSessionToken({ userId: 'user-1', sessionId: 's' }))).toBeNull();
  });
});
