import { calculateJwkThumbprint } from 'jose';
import { describe, expect, it } from 'vitest';
import { generateSigningKey, parsePrivateKeySet, publicKeySet, rotateKeySet } from './signing-keys';

const day = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * day);

describe('signing keys', () => {
  it('are named by their RFC 7638 thumbprint and publish no private member', async () => {
    const key = generateSigningKey();
    expect(key.kid).toBe(await calculateJwkThumbprint(key.privateKey, 'sha256'));
    const [published] = publicKeySet({ keys: [key] }).keys;
    expect(published).toEqual({ kty: 'EC', crv: 'P-256', x: key.privateKey.x, y: key.privateKey.y, kid: key.kid, alg: 'ES256', use: 'sig' });
  });

  it('rotate with overlap: the previous key stays while its tokens can live, older ones go', () => {
    const overlap = 8 * 24;
    let set = { keys: [generateSigningKey(at(0))] };
    set = rotateKeySet(set, overlap, at(30)).set;
    expect(set.keys.map((k) => k.createdAt)).toEqual([at(0), at(30)].map((d) => d.toISOString()));
    set = rotateKeySet(set, overlap, at(60)).set;
    // The first key stopped signing on day 30, more than the overlap ago.
    expect(set.keys.map((k) => k.createdAt)).toEqual([at(30), at(60)].map((d) => d.toISOString()));
    // A manual rotation the next day keeps the key that signed until yesterday.
    set = rotateKeySet(set, overlap, at(61)).set;
    expect(set.keys.map((k) => k.createdAt)).toEqual([at(30), at(60), at(61)].map((d) => d.toISOString()));
    set = rotateKeySet(set, overlap, at(70)).set;
    expect(set.keys.map((k) => k.createdAt)).toEqual([at(61), at(70)].map((d) => d.toISOString()));
  });

  it('start from an empty set (the secret as deployed)', () => {
    const { set, added } = rotateKeySet(parsePrivateKeySet('{"keys":[],"placeholder":"x"}'), 192, at(0));
    expect(set.keys).toEqual([added]);
  });

  it('refuse a stored set that is not a list of P-256 private keys with a kid and a creation time', () => {
    const key = generateSigningKey();
    const json = (keys: unknown[]) => JSON.stringify({ keys });
    expect(parsePrivateKeySet(json([key]))).toEqual({ keys: [key] });
    expect(() => parsePrivateKeySet('{}')).toThrow(/no "keys" list/);
    expect(() => parsePrivateKeySet(json([{ ...key, kid: '' }]))).toThrow(/no kid/);
    expect(() => parsePrivateKeySet(json([{ ...key, createdAt: 'yesterday' }]))).toThrow(/creation time/);
    expect(() => parsePrivateKeySet(json([{ ...key, privateKey: { ...key.privateKey, d: undefined } }]))).toThrow(/not a P-256 private key/);
    expect(() => parsePrivateKeySet(json([{ ...key, privateKey: { ...key.privateKey, crv: 'P-384' } }]))).toThrow(/not a P-256 private key/);
  });
});
