import { jwtSigningKey } from '../adapters/secrets';
import { env } from '../env';
import { signHs256, verifyJwt, type Claims } from './jwt';

/** Only this algorithm is accepted: a token signed any other way (or `none`) is refused. */
const algorithm = 'HS256';

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

/** Signs a token for a session record; use startSession() (sessions.ts), which writes the record first. */
export async function issueSessionToken(session: SessionToken): Promise<string> {
  const claims = { sub: session.userId, sid: session.sessionId, iss: env().JWT_ISSUER, aud: audienceOf('session') };
  return signHs256(claims, await jwtSigningKey(), env().SESSION_TTL_HOURS * 3600);
}

export async function issueVerificationToken(userId: string, hours: number): Promise<string> {
  const claims = { sub: userId, iss: env().JWT_ISSUER, aud: audienceOf('verification') };
  return signHs256(claims, await jwtSigningKey(), hours * 3600);
}

async function verifyOurs(token: string, purpose: Purpose, requiredClaims: readonly string[]): Promise<Claims | null> {
  return verifyJwt(token, { algorithm, key: await jwtSigningKey(), issuer: env().JWT_ISSUER, audience: audienceOf(purpose), requiredClaims });
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
