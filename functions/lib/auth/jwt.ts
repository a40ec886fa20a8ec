import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * Compact JWS tokens with Node's own crypto: ES256 for our tokens, RS256 for Google's ID tokens.
 * Written here rather than taken from a JOSE library because each function bundles it and only
 * these two algorithms are ever accepted (docs/decisions.md, "Tokens without a JOSE library").
 */

export type Claims = Record<string, unknown>;

export type Algorithm = 'ES256' | 'RS256';

export interface VerifyOptions {
  algorithm: Algorithm;
  /** The public key for the header's `kid` (null when unknown). */
  key: (kid: string | undefined) => Promise<KeyObject | null>;
  issuer: string | readonly string[];
  audience: string;
  /** Claims that must be present besides `exp`, which always must. */
  requiredClaims?: readonly string[];
}

/** A private key that signs our tokens, named by the `kid` its public half is published under. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
/** An ES256 signature is r and s of 32 bytes each, concatenated (RFC 7518 3.4), never DER. */
const es256SignatureBytes = 64;

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

/** Signs `claims` as an ES256 JWT whose header names the key; `iat` and `exp` (from `ttlSeconds`) are set here. */
export function signEs256(claims: Claims, key: SigningKey, ttlSeconds: number): string {
  const iat = nowSeconds();
  const input = `${encodePart({ alg: 'ES256', typ: 'JWT', kid: key.kid })}.${encodePart({ ...claims, iat, exp: iat + ttlSeconds })}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** The key must be of the algorithm's own type, so no token can pick how its key is used. */
function signatureHolds(algorithm: Algorithm, key: KeyObject, input: string, signature: Buffer): boolean {
  const data = Buffer.from(input);
  if (algorithm === 'ES256') {
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return false;
    if (signature.length !== es256SignatureBytes) return false;
    return verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature);
  }
  return key.asymmetricKeyType === 'rsa' && verify('sha256', data, key, signature);
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
 * The token's claims when its header names exactly the expected algorithm, its signature holds
 * under the published key its `kid` names, and its time, issuer, audience and required claims
 * check out; null for anything else.
 */
export async function verifyJwt(token: string, options: VerifyOptions): Promise<Claims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  if (!header || !claims || header.alg !== options.algorithm || header.crit !== undefined) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) return null;
  const key = await options.key(typeof header.kid === 'string' ? header.kid : undefined);
  if (!key || key.type !== 'public') return null;
  const holds = signatureHolds(options.algorithm, key, `${headerPart}.${payloadPart}`, Buffer.from(signaturePart, 'base64url'));
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

/** A P-256 public key from a JWK (only its public members are read), or null for anything else. */
export function ecKeyFromJwk(jwk: Claims): KeyObject | null {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || (jwk.use !== undefined && jwk.use !== 'sig')) return null;
  if (jwk.alg !== undefined && jwk.alg !== 'ES256') return null;
  try {
    return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string }, format: 'jwk' });
  } catch {
    return null;
  }
}
