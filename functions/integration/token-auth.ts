import { getCompany } from '../company/public';
import { throttle } from '../lib/auth/throttles';
import type { Session } from '../lib/auth/sessions';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import { lastUseDue, secretHash } from './secrets';
import { markUsed, secretByHash } from './store';

/** Calls a minute one token may make unless the environment lowers it: a sync of thousands of items in pages of 100 fits easily. */
export const callsPerMinute = 300;

/**
 * The caller an access token acts as: its company's owner, as root. The company comes from the
 * token's record, found by the secret's hash with a consistent read (a revoked token is refused on
 * the next call; nothing "valid" is remembered between calls). Each call counts against the
 * token's per-minute allowance (TooManyRequests with Retry-After past it); the shared pipeline then
 * checks the company's lock and the plan feature as for company routes.
 */
export async function resolveAccessToken(secret: string): Promise<Session> {
  const hash = secretHash(secret);
  const pointer = await secretByHash(hash);
  if (!pointer) throw new AppError('Unauthorized');
  await throttle('integration', [{ scope: 'token', subject: pointer.tokenId, max: env().INTEGRATION_CALLS_PER_MINUTE ?? callsPerMinute, windowSeconds: 60 }]);
  const company = await getCompany(pointer.companyId);
  if (!company) throw new AppError('Unauthorized');
  const now = new Date();
  if (lastUseDue(pointer.lastUsedAt, now)) await markUsed(pointer, hash, now.toISOString());
  return { userId: company.owner, sessionId: `token:${pointer.tokenId}`, role: 'root', companyId: pointer.companyId };
}
