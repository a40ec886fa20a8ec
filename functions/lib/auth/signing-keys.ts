import { createHash, createPrivateKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import { ecKeyFromJwk, type SigningKey } from './jwt';

/**
 * The token signing keys as they are stored: the private set (Secrets Manager secret readable only
 * by the issuing functions and the rotation function; JWT_PRIVATE_KEYS locally) and the public set
 * derived from it, a JWKS (its own secret, readable by every function that verifies; JWT_PUBLIC_KEYS
 * locally). docs/security.md, "Signing keys".
 */

// A type alias, not an interface, so that it passes where node:crypto takes a JsonWebKey.
export type PrivateJwk = {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
};
export interface StoredSigningKey {
  kid: string;
  /** ISO 8601; the newest key signs, and a key stops signing when the next one is created. */
  createdAt: string;
  privateKey: PrivateJwk;
}
export interface PrivateKeySet {
  keys: StoredSigningKey[];
}
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}
export interface PublicKeySet {
  keys: PublicJwk[];
}

/** The RFC 7638 thumbprint of a P-256 public key: the same key always gets the same `kid`. */
export function thumbprint(jwk: { crv: string; kty: string; x: string; y: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

export function generateSigningKey(now = new Date()): StoredSigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = toPrivateJwk(privateKey.export({ format: 'jwk' }));
  return { kid: thumbprint(jwk), createdAt: now.toISOString(), privateKey: jwk };
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function toPrivateJwk(jwk: JsonWebKey | undefined): PrivateJwk {
  if (!jwk || jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !nonEmpty(jwk.x) || !nonEmpty(jwk.y) || !nonEmpty(jwk.d)) {
    throw new Error('A signing key is not a P-256 private key');
  }
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d };
}

export function parsePrivateKeySet(json: string): PrivateKeySet {
  const keys = (JSON.parse(json) as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) throw new Error('The signing key set has no "keys" list');
  return {
    keys: keys.map((key: Partial<StoredSigningKey> | null) => {
      if (!key || !nonEmpty(key.kid) || !nonEmpty(key.createdAt) || Number.isNaN(Date.parse(key.createdAt))) {
        throw new Error('A signing key has no kid or creation time');
      }
      return { kid: key.kid, createdAt: key.createdAt, privateKey: toPrivateJwk(key.privateKey) };
    }),
  };
}

/** Oldest first, so the last one is the key that signs. */
function byAge(set: PrivateKeySet): StoredSigningKey[] {
  return [...set.keys].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The newest key of the set: the one every new token is signed with. */
export function currentSigningKey(set: PrivateKeySet): SigningKey {
  const newest = byAge(set).at(-1);
  if (!newest) throw new Error('The signing key set is empty: rotate the private-key secret once (docs/deploy.md)');
  return { kid: newest.kid, privateKey: createPrivateKey({ key: newest.privateKey, format: 'jwk' }) };
}

/** The public halves, as the JWKS the verifiers read: no private member is copied. */
export function publicKeySet(set: PrivateKeySet): PublicKeySet {
  return {
    keys: byAge(set).map(({ kid, privateKey: { kty, crv, x, y } }) => ({ kty, crv, x, y, kid, alg: 'ES256', use: 'sig' })),
  };
}

/**
 * The set after a rotation: a new key appended (it signs from now on) and every key dropped that
 * stopped signing more than `overlapHours` ago. A key stops signing when its successor is created,
 * so a token it signed lives at most a token lifetime past that; the overlap covers it whatever the
 * rotation's pace (a manual rotation the day after a scheduled one drops nothing still in use).
 */
export function rotateKeySet(set: PrivateKeySet, overlapHours: number, now = new Date()): { set: PrivateKeySet; added: StoredSigningKey } {
  const keys = byAge(set);
  const cutoff = now.getTime() - overlapHours * 3600_000;
  const kept = keys.filter((_, i) => Date.parse(keys[i + 1]?.createdAt ?? now.toISOString()) > cutoff);
  const added = generateSigningKey(now);
  return { set: { keys: [...kept, added] }, added };
}

/** The public keys by kid, from a JWKS; members that are not ES256 public keys are skipped. */
export function publicKeysByKid(json: string): Map<string, KeyObject> {
  const body = JSON.parse(json) as { keys?: unknown };
  const byKid = new Map<string, KeyObject>();
  for (const jwk of Array.isArray(body.keys) ? (body.keys as Record<string, unknown>[]) : []) {
    const key = jwk && typeof jwk.kid === 'string' ? ecKeyFromJwk(jwk) : null;
    if (key) byKid.set(jwk.kid as string, key);
  }
  return byKid;
}
