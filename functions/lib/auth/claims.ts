import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ErrorName } from '../../../shared/errors';
import { db, tableName } from '../db/client';
import { keys, type Key } from '../db/keys';
import type { GuardedItem } from '../db/transactions';
import { conditionalUpdate, guardedDelete, guardedPut, guardedUpdate, moveClaim, uniqueClaim } from '../db/writes';

/**
 * Access to the claims on e-mails and phones (`EMAIL#` / `PHONE#`, sk CLAIM): each names the user
 * holding the address and is written in that user's transaction (docs/data-model.md, Uniqueness).
 */

export interface ClaimRecord extends Key {
  entity: 'claim';
  userId: string;
}

/** The user holding a claim, or null when the address is free. */
export async function claimOwner(key: Key): Promise<string | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return (answer.Item as ClaimRecord | undefined)?.userId ?? null;
}

/** Optional parts of a claim: its TTL while the account is unconfirmed, the unconfirmed owner it replaces. */
interface ClaimOptions {
  expiresAt?: number;
  /** Taken over from this user (an unconfirmed account the same transaction removes), not only from nobody. */
  over?: string | null;
}

/** The claim of `key` for `userId` as a transaction item; `taken` when someone else holds it. */
export function claimAddress(key: Key, userId: string, taken: ErrorName, options: ClaimOptions = {}): GuardedItem {
  const claim = uniqueClaim(key, { userId, ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}) });
  if (!options.over) return guardedPut(claim, taken);
  return guardedPut(
    { ...claim, ConditionExpression: 'attribute_not_exists(pk) OR userId = :old', ExpressionAttributeValues: { ':old': options.over } },
    taken,
  );
}

export function claimEmail(email: string, userId: string, options?: ClaimOptions): GuardedItem {
  return claimAddress(keys.emailClaim(email), userId, 'EmailAlreadyUsed', options);
}

export function claimPhone(phone: string, userId: string, options?: ClaimOptions): GuardedItem {
  return claimAddress(keys.phoneClaim(phone), userId, 'PhoneAlreadyUsed', options);
}

/** A user's new e-mail: the new claim (EmailAlreadyUsed when held) and the old one's release. */
export function moveEmailClaim(userId: string, from: string, to: string): GuardedItem[] {
  return moveClaim(keys.emailClaim(from), keys.emailClaim(to), { userId }, 'EmailAlreadyUsed');
}

/** A user's new phone, or a phone set or removed (null). */
export function movePhoneClaim(userId: string, from: string | null, to: string | null): GuardedItem[] {
  return moveClaim(from ? keys.phoneClaim(from) : null, to ? keys.phoneClaim(to) : null, { userId }, 'PhoneAlreadyUsed');
}

/** Releases the claims of a user being deleted (unconditionally: the user's own removal is the guard). */
export function releaseClaims(user: { email: string; phone: string | null }): GuardedItem[] {
  const claims = [keys.emailClaim(user.email), ...(user.phone ? [keys.phoneClaim(user.phone)] : [])];
  return claims.map((key) => guardedDelete({ TableName: tableName(), Key: key }));
}

/** Releases a phone claim only while `userId` holds it. */
export function releasePhoneOf(userId: string, phone: string): GuardedItem {
  return guardedDelete({ TableName: tableName(), Key: keys.phoneClaim(phone), ConditionExpression: 'userId = :me', ExpressionAttributeValues: { ':me': userId } });
}

/** Releases a claim of a replaced account: gone already, or still held by it (never another's). */
export function releaseIfHeldBy(key: Key, userId: string): GuardedItem {
  return guardedDelete({
    TableName: tableName(),
    Key: key,
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :old',
    ExpressionAttributeValues: { ':old': userId },
  });
}

/** Transaction items that keep an account's claims for good: they lose their TTL while still the user's. */
export function keepClaims(user: { _id: string; email: string; phone: string | null }): GuardedItem[] {
  const claims = [keys.emailClaim(user.email), ...(user.phone ? [keys.phoneClaim(user.phone)] : [])];
  return claims.map((key) =>
    guardedUpdate(conditionalUpdate(key, { update: 'REMOVE expiresAt', condition: 'userId = :me', values: { ':me': user._id } }), 'ConcurrentChange'),
  );
}
