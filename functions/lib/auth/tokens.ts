import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { jwtSigningKey } from '../adapters/secrets';
import { env } from '../env';

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
  const jwt = new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuer(env().JWT_ISSUER)
    .setAudience(audienceOf('session'))
    .setIssuedAt()
    .setExpirationTime(`${env().SESSION_TTL_HOURS}h`);
  return jwt.sign(await jwtSigningKey());
}

export async function issueVerificationToken(userId: string, hours: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(env().JWT_ISSUER)
    .setAudience(audienceOf('verification'))
    .setIssuedAt()
    .setExpirationTime(`${hours}h`)
    .sign(await jwtSigningKey());
}

/**
 * Returns the user and session a token names, or null for any token that is malformed, expired, or
 * not ours. Claims beyond `sub` and `sid` (older tokens carried `role` and `cid`) are ignored.
 */
export async function verifySessionToken(token: string): Promise<SessionToken | null> {
  try {
    const { payload } = await jwtVerify(token, await jwtSigningKey(), {
      algorithms: [algorithm],
      issuer: env().JWT_ISSUER,
      audience: audienceOf('session'),
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return null;
    return { userId: sub, sessionId: sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export async function verifyVerificationToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await jwtSigningKey(), {
      algorithms: [algorithm],
      issuer: env().JWT_ISSUER,
      audience: audienceOf('verification'),
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
