import type { AccessToken } from '../../shared/schemas/integration';
import { displayName } from '../../shared/schemas/users';
import { sortableId } from '../lib/db/keys';
import { keys } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { getUser } from '../users/public';
import { newSecret, secretHash } from './secrets';
import { deleteToken, putToken, tokenById, tokensOfCompany, type TokenRecord } from './store';

/** Settings -> Integration: a company's access tokens (root and admin; the routes say so). */

function toAccessToken(record: TokenRecord): AccessToken {
  return {
    id: record.tokenId,
    name: record.name,
    createdAt: record.createdAt,
    createdBy: { id: record.createdBy, name: record.createdByName },
    lastUsedAt: record.lastUsedAt,
  };
}

export async function listTokens(tenant: Tenant): Promise<{ tokens: AccessToken[] }> {
  const records = await tokensOfCompany(tenant.companyId);
  return { tokens: records.map(toAccessToken) };
}

/** A new token; its secret is answered this once and only its hash is kept. */
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
  await putToken(record);
  return { token: toAccessToken(record), secret };
}

/** Revokes a token: its secret's pointer goes with it, so the next call with it is refused. */
export async function revokeToken(tenant: Tenant, tokenId: string): Promise<void> {
  const record = await tokenById(tenant.companyId, tokenId);
  if (!record || !(await deleteToken(record))) throw new AppError('NotFound');
}
