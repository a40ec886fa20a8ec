import { generateKeyPairSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { rsaKeyFromJwk, signHs256, verifyJwt, type VerifyOptions } from './jwt';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const ours: VerifyOptions = { algorithm: 'HS256', key: secret, issuer: 'assetbook', audience: 'api', requiredClaims: ['sub'] };
const claims = { sub: 'user-1', iss: 'assetbook', aud: 'api' };

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('HS256 tokens', () => {
  it('verify when signed here, and a JOSE library agrees with them both ways', async () => {
    const token = signHs256(claims, secret, 60);
    expect(await verifyJwt(token, ours)).toMatchObject({ sub: 'user-1' });
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: 'assetbook', audience: 'api' });
    expect(payload.sub).toBe('user-1');
    const theirs = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('user-2').setIssuer('assetbook')
      .setAudience('api').setIssuedAt().setExpirationTime('1m').sign(secret);
    expect(await verifyJwt(theirs, ours)).toMatchObject({ sub: 'user-2' });
  });

  it('are refused when tampered with, unsigned, expired, or meant for someone else', async () => {
    const [header, payload, signature] = signHs256(claims, secret, 60).split('.') as [string, string, string];
    const forged = part({ ...claims, sub: 'admin', exp: Math.floor(Date.now() / 1000) + 60 });
    expect(await verifyJwt(`${header}.${forged}.${signature}`, ours)).toBeNull();
    expect(await verifyJwt(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`, ours)).toBeNull();
    expect(await verifyJwt(`${part({ alg: 'RS256' })}.${payload}.${signature}`, ours)).toBeNull();
    expect(await verifyJwt(signHs256(claims, secret, -1), ours)).toBeNull();
    expect(await verifyJwt(signHs256({ ...claims, aud: 'other' }, secret, 60), ours)).toBeNull();
    expect(await verifyJwt(signHs256({ ...claims, iss: 'other' }, secret, 60), ours)).toBeNull();
    expect(await verifyJwt(signHs256({ iss: 'assetbook', aud: 'api' }, secret, 60), ours)).toBeNull();
    expect(await verifyJwt(signHs256(claims, new TextEncoder().encode('another-secret-of-enough-length!!'), 60), ours)).toBeNull();
    expect(await verifyJwt('not.a.token', ours)).toBeNull();
    expect(await verifyJwt('', ours)).toBeNull();
  });
});

describe('RS256 tokens', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig' };
  const google: VerifyOptions = {
    algorithm: 'RS256',
    key: async (kid) => (kid === 'k1' ? rsaKeyFromJwk(jwk) : null),
    issuer: ['https://accounts.google.com'],
    audience: 'client-id',
  };
  const sign = (kid: string, alg = 'RS256') =>
    new SignJWT({ email: 'a@b.c' }).setProtectedHeader({ alg, kid }).setIssuer('https://accounts.google.com')
      .setAudience('client-id').setExpirationTime('1m').sign(privateKey);

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
