import type { KeyObject } from 'node:crypto';
import { normalizeEmail } from '../../../shared/email';
import { rsaKeyFromJwk, verifyJwt, type Claims } from '../auth/jwt';
import { env } from '../env';

const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];
/** Google rotates its keys every few weeks; a kid not seen yet triggers a refetch, at most this often. */
const refetchAfterMs = 30_000;
const keepKeysMs = 10 * 60_000;

let keys: { url: string; byKid: Map<string, KeyObject>; fetchedAt: number } | undefined;

async function fetchKeys(): Promise<Map<string, KeyObject>> {
  const url = env().GOOGLE_JWKS_URL;
  const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!answer.ok) throw new Error(`Google keys answered ${answer.status}`);
  const body = (await answer.json()) as { keys?: Claims[] };
  const byKid = new Map<string, KeyObject>();
  for (const jwk of body.keys ?? []) {
    const key = rsaKeyFromJwk(jwk);
    if (key && typeof jwk.kid === 'string') byKid.set(jwk.kid, key);
  }
  keys = { url, byKid, fetchedAt: Date.now() };
  return byKid;
}

/** The published key for `kid`: from the cache while fresh, refetched when unknown (not more than every 30 s). */
async function googleKey(kid: string | undefined): Promise<KeyObject | null> {
  if (!kid) return null;
  const age = keys?.url === env().GOOGLE_JWKS_URL ? Date.now() - keys.fetchedAt : Infinity;
  const known = keys?.byKid.get(kid);
  if (known && age < keepKeysMs) return known;
  if (age < refetchAfterMs) return known ?? null;
  return (await fetchKeys()).get(kid) ?? null;
}

/**
 * Verifies a Google ID token against Google's published keys (GOOGLE_JWKS_URL; tests point it at a
 * local issuer): RS256 only, Google's issuer, our client id as audience, not expired, e-mail verified.
 * Answers the verified e-mail, or null for any token that fails.
 */
export async function verifyGoogleIdToken(token: string): Promise<string | null> {
  const audience = env().GOOGLE_CLIENT_ID;
  // Without a client id (e.g. the local stack) no Google token can be ours.
  if (!audience) return null;
  const claims = await verifyJwt(token, { algorithm: 'RS256', key: googleKey, issuer: googleIssuers, audience, requiredClaims: ['email'] });
  if (!claims || claims.email_verified !== true || typeof claims.email !== 'string') return null;
  return normalizeEmail(claims.email);
}
