import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { roles, type Role } from '../../../shared/roles';
import { jwtSigningKey } from '../adapters/secrets';
import { env } from '../env';

/** Only this algorithm is accepted: a token signed any other way (or `none`) is refused. */
const algorithm = 'HS256';

export interface Session {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
}

/** Verification tokens (register -> resend e-mail / SMS screens) live under their own audience, so they never open a session. */
type Purpose = 'session' | 'verification';

function audienceOf(purpose: Purpose): string {
  const base = env().JWT_AUDIENCE;
  return purpose === 'session' ? base : `${base}:${purpose}`;
}

/** Signs a token for a session record; use startSession() (sessions.ts), which writes the record first. */
export async function issueSessionToken(session: Session): Promise<string> {
  const jwt = new SignJWT({ role: session.role, sid: session.sessionId, ...(session.companyId ? { cid: session.companyId } : {}) })
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

/** Returns the session, or null for any token that is malformed, expired, or not ours. */
export async function verifySessionToken(token: string): Promise<Session | null> {
  try {
    const { payload } = await jwtVerify(token, await jwtSigningKey(), {
      algorithms: [algorithm],
      issuer: env().JWT_ISSUER,
      audience: audienceOf('session'),
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });
    const { role, sid } = payload;
    if (typeof payload.sub !== 'string' || typeof sid !== 'string' || !roles.includes(role as Role)) return null;
    return { userId: payload.sub, sessionId: sid, role: role as Role, companyId: typeof payload.cid === 'string' ? payload.cid : null };
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
