import { env } from '../env';
import { type Claims, signEs256, verifyJwt } from './jwt';
import { publicKeys, signingKeys } from './key-cache';

/** Only this algorithm is accepted: a token signed any other way (HS256 of old, or `none`) is refused. */
const algorithm = 'ES256';

/**
 * What a session token says: the user and the session, nothing else. Tenant and role are read from
 * the table on every call (sessions.ts), so a change to them reaches every device at once.
 */
export interface SessionToken {
  userId: string;
  sessionId: string;
}

/** Verification tokens (register -> resend e-mail / SMS screens) live under their own audience, so they never open a session. */
type Purpose = 'session' | 'verification';

function audienceOf(purpose: Purpose): string {
  const base = env().JWT_AUDIENCE;
  return purpose === 'session' ? base : `${base}:${purpose}`;
}

/**
 * Signs a token for a session record; use startSession() (sessions.ts), which writes the record first.
 * Only the issuing functions (shared/resources.ts `tokens: 'issue'`) have the private key to do so.
 */
export async function issueSessionToken(session: SessionToken): Promise<string> {
  const claims = { sub: session.userId, sid: session.sessionId, iss: env().JWT_ISSUER, aud: audienceOf('session') };
  return signEs256(claims, await signingKeys.get(), env().SESSION_TTL_HOURS * 3600);
}

export async function issueVerificationToken(userId: string, hours: number): Promise<string> {
  const claims = { sub: userId, iss: env().JWT_ISSUER, aud: audienceOf('verification') };
  return signEs256(claims, await signingKeys.get(), hours * 3600);
}

async function verifyOurs(token: string, purpose: Purpose, requiredClaims: readonly string[]): Promise<Claims | null> {
  return verifyJwt(token, { algorithm, key: (kid) => publicKeys.get(kid), issuer: env().JWT_ISSUER, audience: audienceOf(purpose), requiredClaims });
}

/**
 * Returns the user and session a token names, or null for any token that is malformed, expired, or
 * not ours. Claims beyond `sub` and `sid` (older tokens carried `role` and `cid`) are ignored.
 */
export async function verifySessionToken(token: string): Promise<SessionToken | null> {
  const claims = await verifyOurs(token, 'session', ['sub', 'iat', 'sid']);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
  return { userId: claims.sub, sessionId: claims.sid };
}

export async function verifyVerificationToken(token: string): Promise<string | null> {
  const claims = await verifyOurs(token, 'verification', ['sub']);
  return claims && typeof claims.sub === 'string' ? claims.sub : null;
}
