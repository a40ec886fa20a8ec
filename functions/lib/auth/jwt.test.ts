import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ecKeyFromJwk, rsaKeyFromJwk, signEs256, verifyJwt, type VerifyOptions } from './jwt';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'ES256', use: 'sig' };
const key = { kid: 'k1', privateKey };
const ours: VerifyOptions = {
  algorithm: 'ES256',
  key: async (kid) => (kid === 'k1' ? ecKeyFromJwk(publicJwk) : null),
  issuer: 'assetbook',
  audience: 'api',
  requiredClaims: ['sub'],
};
const claims = { sub: 'user-1', iss: 'assetbook', aud: 'api' };

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('ES256 tokens', () => {
  it('round-trip, name their key in the header, and verify with a JOSE library both ways', async () => {
    const token = signEs256(claims, key, 60);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'k1' });
    expect(await verifyJwt(token, ours)).toMatchObject({ sub: 'user-1' });
    const { payload } = await jwtVerify(token, await importJWK(publicJwk, 'ES256'), { algorithms: ['ES256'], issuer: 'assetbook', audience: 'api' });
    expect(payload.sub).toBe('user-1');
    const theirs = await new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setSubject('user-2').setIssuer('assetbook')
      .setAudience('api').setExpirationTime('1m').sign(privateKey);
    expect(await verifyJwt(theirs, ours)).toMatchObject({ sub: 'user-2' });
  });

  it('are refused when tampered with, unsigned, of another algorithm, expired, or not for us', async () => {
    const [header, payload, signature] = signEs256(claims, key, 60).split('.') as [string, string, string];
    const forged = part({ ...claims, sub: 'admin', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(await verifyJwt(`${header}.${forged}.${signature}`, ours)).toBeNull();
    expect(await verifyJwt(`${part({ alg: 'none', typ: 'JWT', kid: 'k1' })}.${payload}.`, ours)).toBeNull();
    expect(await verifyJwt(`${part({ alg: 'RS256', kid: 'k1' })}.${payload}.${signature}`, ours)).toBeNull();
    // A DER-encoded signature of the same input is not a JWS signature.
    const der = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
    expect(await verifyJwt(`${header}.${payload}.${der}`, ours)).toBeNull();
    expect(await verifyJwt(signEs256(claims, key, -1), ours)).toBeNull();
    expect(await verifyJwt(signEs256({ ...claims, aud: 'other' }, key, 60), ours)).toBeNull();
    expect(await verifyJwt(signEs256({ ...claims, iss: 'other' }, key, 60), ours)).toBeNull();
    expect(await verifyJwt(signEs256({ iss: 'assetbook', aud: 'api' }, key, 60), ours)).toBeNull();
    expect(await verifyJwt('not.a.token', ours)).toBeNull();
    expect(await verifyJwt('', ours)).toBeNull();
  });

  it('are refused for an unknown kid, or signed by another key under a known kid', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(await verifyJwt(signEs256(claims, { kid: 'k2', privateKey }, 60), ours)).toBeNull();
    expect(await verifyJwt(signEs256(claims, { kid: 'k1', privateKey: other }, 60), ours)).toBeNull();
  });

  it('refuse HS256, also an HS256 token that uses the public key as its secret', async () => {
    for (const secret of [new TextEncoder().encode(JSON.stringify(publicJwk)), publicKey.export({ format: 'der', type: 'spki' })]) {
      const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).setSubject('user-1').setIssuer('assetbook')
        .setAudience('api').setExpirationTime('1m').sign(secret);
      expect(await verifyJwt(token, ours)).toBeNull();
      expect(await verifyJwt(token, { ...ours, algorithm: 'HS256' as 'ES256' })).toBeNull();
    }
  });

  it('are refused when the key found is not a P-256 public key', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).publicKey;
    const token = signEs256(claims, key, 60);
    for (const wrong of [rsa, p384, privateKey]) expect(await verifyJwt(token, { ...ours, key: async () => wrong })).toBeNull();
    expect(await verifyJwt(token, { ...ours, key: async () => createPublicKey(privateKey) })).toMatchObject({ sub: 'user-1' });
    expect(ecKeyFromJwk({ ...publicJwk, crv: 'P-384' })).toBeNull();
    expect(ecKeyFromJwk({ ...publicJwk, alg: 'HS256' })).toBeNull();
  });
});

describe('RS256 tokens', () => {
  const { privateKey: rsaPrivate, publicKey: rsaPublic } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...rsaPublic.export({ format: 'jwk' }), kid: 'k1', use: 'sig' };
  const google: VerifyOptions = {
    algorithm: 'RS256',
    key: async (kid) => (kid === 'k1' ? rsaKeyFromJwk(jwk) : null),
    issuer: ['https://accounts.google.com'],
    audience: 'client-id',
  };
  const sign = (kid: string, alg = 'RS256') =>
    new SignJWT({ email: 'a@b.c' }).setProtectedHeader({ alg, kid }).setIssuer('https://accounts.google.com')
      .setAudience('client-id').setExpirationTime('1m').sign(rsaPrivate);

  it('verify with the published key the header names', async () => {
    expect(await verifyJwt(await sign('k1'), google)).toMatchObject({ email: 'a@b.c' });
  });

  it('are refused for an unknown key, or when an HS256 token claims the public key as its secret', async () => {
    expect(await verifyJwt(await sign('k2'), google)).toBeNull();
    const confused = new SignJWT({ email: 'a@b.c' }).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).setIssuer('https://accounts.google.com')
      .setAudience('client-id').setExpirationTime('1m');
    expect(await verifyJwt(await confused.sign(new TextEncoder().encode(JSON.stringify(jwk))), google)).toBeNull();
  });
});
