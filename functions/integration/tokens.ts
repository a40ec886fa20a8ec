import { limits } from '../../shared/limits';
import type { AccessToken, TokenSuspension } from '../../shared/schemas/integration';
import { displayName } from '../../shared/schemas/users';
import { getCompany } from '../company/public';
import { sortableId } from '../lib/db/keys';
import { keys } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { AppError, isAppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { getUser } from '../users/public';
import { makerOf, suspensionOf } from './makers';
import { newSecret, secretHash } from './secrets';
import { deleteToken, liveTokenCount, putToken, recordTakeOver, tokenById, tokenCountChange, tokensOfCompany, type TokenRecord } from './store';

/** Settings -> Integration: a company's access tokens (root and admin; the routes say so). */

function toAccessToken(record: TokenRecord, suspended: TokenSuspension | null): AccessToken {
  return {
    id: record.tokenId,
    name: record.name,
    createdAt: record.createdAt,
    createdBy: { id: record.createdBy, name: record.createdByName },
    lastUsedAt: record.lastUsedAt,
    takenOverBy: record.takenOverBy ? { id: record.takenOverBy, name: record.takenOverByName ?? '' } : null,
    takenOverAt: record.takenOverAt ?? null,
    suspended,
  };
}

/** Each token with whether it is suspended: its maker's profile as stored now (a handful of consistent reads, one per maker). */
export async function listTokens(tenant: Tenant): Promise<{ tokens: AccessToken[] }> {
  const records = await tokensOfCompany(tenant.companyId);
  // No record lacks its creator (written since tokens exist); should one, it follows the owner.
  const owner = records.some((record) => !record.createdBy) ? ((await getCompany(tenant.companyId))?.owner ?? '') : '';
  const makerIds = [...new Set(records.map((record) => makerOf(record, owner)))];
  const makers = new Map(await Promise.all(makerIds.map(async (id) => [id, id ? await getUser(id) : null] as const)));
  return { tokens: records.map((record) => toAccessToken(record, suspensionOf(makers.get(makerOf(record, owner)) ?? null, tenant.companyId))) };
}

/**
 * Writes a change of the company's token count with the token's own write. A company with no count
 * yet (its tokens predate the cap) has it written by the first change; when another change wrote it
 * first, this one counts again on the stored count.
 */
async function withCountChange(companyId: string, change: { add: 1; max: number } | { add: -1 }, write: (count: GuardedItem) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const seen = await liveTokenCount(companyId);
    try {
      return await write(tokenCountChange(companyId, seen, change));
    } catch (error) {
      const countWrittenMeanwhile = !seen.stored && isAppError(error) && error.errorName === 'ConcurrentChange';
      if (!countWrittenMeanwhile || attempt >= 3) throw error;
    }
  }
}

/**
 * A new token; its secret is answered this once and only its hash is kept. It follows its creator
 * (functions/integration/makers.ts). At most limits.integrationTokensMax live tokens a company:
 * the count moves in the token's transaction, so parallel creations cannot pass it.
 */
export async function createToken(tenant: Tenant, name: string): Promise<{ token: AccessToken; secret: string }> {
  const creator = await getUser(tenant.userId);
  const secret = newSecret();
  const tokenId = sortableId();
  const record: TokenRecord = {
    ...keys.integrationToken(tenant.companyId, tokenId),
    entity: 'integration-token',
    tokenId,
    companyId: tenant.companyId,
    name,
    secretHash: secretHash(secret),
    createdAt: new Date().toISOString(),
    createdBy: tenant.userId,
    createdByName: creator ? displayName(creator) : '',
    lastUsedAt: null,
  };
  await withCountChange(tenant.companyId, { add: 1, max: limits.integrationTokensMax }, (count) => putToken(record, count));
  return { token: toAccessToken(record, suspensionOf(creator, tenant.companyId)), secret };
}

/** Revokes a token: its secret's pointer goes with it, so the next call with it is refused; its place under the cap is free again. */
export async function revokeToken(tenant: Tenant, tokenId: string): Promise<void> {
  const record = await tokenById(tenant.companyId, tokenId);
  if (!record) throw new AppError('NotFound');
  await withCountChange(tenant.companyId, { add: -1 }, (count) => deleteToken(record, count));
}

/**
 * Root takes a token over (the route allows root only): it follows them from now on, so a token
 * suspended because its maker was removed or demoted works again, and one whose maker is still
 * there no longer depends on them. Who and when are recorded on the token. Taking over a token that
 * already follows the caller changes nothing.
 */
export async function takeOverToken(tenant: Tenant, tokenId: string): Promise<{ token: AccessToken }> {
  const [record, taker] = await Promise.all([tokenById(tenant.companyId, tokenId), getUser(tenant.userId)]);
  if (!record) throw new AppError('NotFound');
  if (makerOf(record, '') === tenant.userId) {
    return { token: toAccessToken(record, suspensionOf(taker, tenant.companyId)) };
  }
  const by = { id: tenant.userId, name: taker ? displayName(taker) : '' };
  const at = new Date().toISOString();
  await recordTakeOver(record, by, at);
  const next: TokenRecord = { ...record, takenOverBy: by.id, takenOverByName: by.name, takenOverAt: at };
  return { token: toAccessToken(next, suspensionOf(taker, tenant.companyId)) };
}
