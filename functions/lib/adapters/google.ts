import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { env } from '../env';

let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Verifies a Google ID token against Google's published keys (GOOGLE_JWKS_URL; tests point it at a
 * local issuer): RS256 only, Google's issuer, our client id as audience, not expired, e-mail verified.
 * Answers the verified e-mail, or null for any token that fails.
 */
export async function verifyGoogleIdToken(token: string): Promise<string | null> {
  const audience = env().GOOGLE_CLIENT_ID;
  // Without a client id (e.g. the local stack) no Google token can be ours.
  if (!audience) return null;
  keySet ??= createRemoteJWKSet(new URL(env().GOOGLE_JWKS_URL));
  try {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: ['RS256'],
      issuer: googleIssuers,
      audience,
      requiredClaims: ['exp', 'email'],
    });
    if (payload.email_verified !== true || typeof payload.email !== 'string') return null;
    return payload.email.trim().toLowerCase();
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
