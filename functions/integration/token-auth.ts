import { getCompany } from '../company/public';
import { throttle } from '../lib/auth/throttles';
import type { Session } from '../lib/auth/sessions';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import { getUser, type UserRecord } from '../users/public';
import { makerOf, suspensionOf } from './makers';
import { lastUseDue, secretHash } from './secrets';
import { markUsed, noteMaker, secretByHash, tokenById, type SecretRecord } from './store';

/** Calls a minute one token may make unless the environment lowers it: a sync of thousands of items in pages of 100 fits easily. */
export const callsPerMinute = 300;

/**
 * The caller an access token acts as: its company's owner, as root (the spec: integration acts as
 * the company owner). The company and the token's maker come from the token's pointer, found by
 * the secret's hash with a consistent read (a revoked token is refused on the next call; nothing
 * "valid" is remembered between calls). Each call counts against the token's per-minute allowance
 * (TooManyRequests with Retry-After past it). Then the company and the maker's profile are read
 * together, consistently: the call is refused (401) unless the maker is still a user of the company
 * whose role may manage tokens (functions/integration/makers.ts). The shared pipeline then checks
 * the company's lock and the plan feature as for company routes.
 */
export async function resolveAccessToken(secret: string): Promise<Session> {
  const hash = secretHash(secret);
  const pointer = await secretByHash(hash);
  if (!pointer) throw new AppError('Unauthorized');
  await throttle('integration', [{ scope: 'token', subject: pointer.tokenId, max: env().INTEGRATION_CALLS_PER_MINUTE ?? callsPerMinute, windowSeconds: 60 }]);
  const [company, maker] = await Promise.all([getCompany(pointer.companyId), pointer.makerId ? getUser(pointer.makerId) : undefined]);
  if (!company) throw new AppError('Unauthorized');
  const standing = maker === undefined ? await makerFromToken(pointer, hash, company.owner) : maker;
  if (suspensionOf(standing, pointer.companyId)) throw new AppError('Unauthorized');
  const now = new Date();
  if (lastUseDue(pointer.lastUsedAt, now)) await markUsed(pointer, hash, now.toISOString());
  return { userId: company.owner, sessionId: `token:${pointer.tokenId}`, role: 'root', companyId: pointer.companyId };
}

/**
 * The maker of a token whose pointer predates issue 27 (it names none): read from the token
 * record, and written onto the pointer so the token's later calls read it there.
 */
async function makerFromToken(pointer: SecretRecord, hash: string, owner: string): Promise<UserRecord | null> {
  const token = await tokenById(pointer.companyId, pointer.tokenId);
  if (!token) return null;
  const makerId = makerOf(token, owner);
  const [maker] = await Promise.all([getUser(makerId), noteMaker(hash, makerId)]);
  return maker;
}
