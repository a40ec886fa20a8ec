import { createHmac, createPublicKey, createVerify, timingSafeEqual, type KeyObject } from 'node:crypto';

/**
 * Compact JWS tokens with Node's own crypto: HS256 for our tokens, RS256 for Google's ID tokens.
 * Written here rather than taken from a JOSE library because each function bundles it and only
 * these two algorithms are ever accepted (docs/decisions.md, "Tokens without a JOSE library").
 */

export type Claims = Record<string, unknown>;

export interface VerifyOptions {
  algorithm: 'HS256' | 'RS256';
  /** The HS256 secret, or the RS256 public key for the header's `kid` (null when unknown). */
  key: Uint8Array | ((kid: string | undefined) => Promise<KeyObject | null>);
  issuer: string | readonly string[];
  audience: string;
  /** Claims that must be present besides `exp`, which always must. */
  requiredClaims?: readonly string[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodePart(part: string): Claims | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

function hmac(key: Uint8Array, input: string): Buffer {
  return createHmac('sha256', key).update(input).digest();
}

/** Signs `claims` as an HS256 JWT; `iat` and `exp` (from `ttlSeconds`) are set here. */
export function signHs256(claims: Claims, key: Uint8Array, ttlSeconds: number): string {
  const iat = nowSeconds();
  const input = `${encodePart({ alg: 'HS256', typ: 'JWT' })}.${encodePart({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${input}.${hmac(key, input).toString('base64url')}`;
}

async function signatureHolds(options: VerifyOptions, header: Claims, input: string, signature: Buffer): Promise<boolean> {
  if (options.algorithm === 'HS256') {
    if (!(options.key instanceof Uint8Array)) return false;
    const expected = hmac(options.key, input);
    return expected.length === signature.length && timingSafeEqual(expected, signature);
  }
  if (options.key instanceof Uint8Array) return false;
  const publicKey = await options.key(typeof header.kid === 'string' ? header.kid : undefined);
  return publicKey !== null && createVerify('RSA-SHA256').update(input).verify(publicKey, signature);
}

function claimsHold(options: VerifyOptions, claims: Claims): boolean {
  const now = nowSeconds();
  if (typeof claims.exp !== 'number' || claims.exp <= now) return false;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return false;
  if (claims.iat !== undefined && typeof claims.iat !== 'number') return false;
  const issuers: readonly string[] = typeof options.issuer === 'string' ? [options.issuer] : options.issuer;
  if (typeof claims.iss !== 'string' || !issuers.includes(claims.iss)) return false;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.audience)) return false;
  return (options.requiredClaims ?? []).every((name) => claims[name] !== undefined);
}

/**
 * The token's claims when its header names exactly the expected algorithm, its signature holds,
 * and its time, issuer, audience and required claims check out; null for anything else.
 */
export async function verifyJwt(token: string, options: VerifyOptions): Promise<Claims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  if (!header || !claims || header.alg !== options.algorithm || header.crit !== undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) return null;
  const holds = await signatureHolds(options, header, `${headerPart}.${payloadPart}`, Buffer.from(signaturePart, 'base64url'));
  return holds && claimsHold(options, claims) ? claims : null;
}

/** An RSA public key from a JWK, or null for a key that is not an RSA signing key. */
export function rsaKeyFromJwk(jwk: Claims): KeyObject | null {
  if (jwk.kty !== 'RSA' || (jwk.use !== undefined && jwk.use !== 'sig')) return null;
  try {
    return createPublicKey({ key: { kty: 'RSA', n: jwk.n as string, e: jwk.e as string }, format: 'jwk' });
  } catch {
    return null;
  }
}
