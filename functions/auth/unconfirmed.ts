import type { ErrorName } from '../../shared/errors';
import { limits } from '../../shared/limits';
import { keys, ttlAt, type Key } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { getUser, type UserRecord } from '../users/public';
import { claimAddress, claimOwner, releaseIfHeldBy } from '../lib/auth/claims';
import { partitionRest, removeRecord, removeUnconfirmedProfile } from './store';

/**
 * Unconfirmed registrations do not hold an address (docs/security.md, Identities): a self-registered
 * account whose e-mail and phone are both unconfirmed carries a TTL (`expiresAt`) on its profile and
 * claims, so the table drops it after `limits.unconfirmedAccountDays`; confirming either removes the
 * TTL. Because TTL deletion is lazy, the age is also checked here, and a new registration of the
 * same e-mail replaces such an account at once, in the registration's own transaction.
 */

const holdMs = limits.unconfirmedAccountDays * 24 * 3600_000;

/** The TTL a new self-registered account and its claims carry until one of them is confirmed. */
export function unconfirmedExpiry(now: Date): number {
  return ttlAt(new Date(now.getTime() + holdMs));
}

export function isUnconfirmed(user: UserRecord): boolean {
  return !user.email_approved && !user.phone_approved && !user.company;
}

/** Unconfirmed for longer than the hold: the address is free even before TTL removes the account. */
export function isStale(user: UserRecord, now = Date.now()): boolean {
  return isUnconfirmed(user) && Date.parse(user.createdAt) <= now - holdMs;
}

/** How a registration (or a phone change) claims its addresses over unconfirmed accounts. */
export interface ClaimPlan {
  /** The Put of a claim for `userId`: over nothing, or over the unconfirmed owner this plan removes. */
  claim(key: Key, userId: string, onConditionFailed: ErrorName, expiresAt?: number): GuardedItem;
  /** Removal of the replaced accounts: profile (still unconfirmed), the rest of its partition, its other claims. */
  removals: GuardedItem[];
}

interface Wanted {
  key: Key;
  owner: string | null;
  /** The e-mail being registered again frees it at any age; any other claim only once its owner is stale. */
  freedByRegistration: boolean;
  error: ErrorName;
}

/**
 * Reads who holds the e-mail and phone about to be claimed and plans to take over those held by
 * unconfirmed accounts: the e-mail at once (its owner is registering again, and whoever opens the
 * mailbox confirms), the phone when its holder is stale or is the same account. Every removal is
 * conditional on the old account still being unconfirmed, so a confirmation in between wins.
 */
export async function planClaims(wanted: { email?: string; phone?: string | null }): Promise<ClaimPlan> {
  const now = Date.now();
  const claims: Wanted[] = [];
  if (wanted.email) {
    const key = keys.emailClaim(wanted.email);
    claims.push({ key, owner: await claimOwner(key), freedByRegistration: true, error: 'EmailAlreadyUsed' });
  }
  if (wanted.phone) {
    const key = keys.phoneClaim(wanted.phone);
    claims.push({ key, owner: await claimOwner(key), freedByRegistration: false, error: 'PhoneAlreadyUsed' });
  }

  const replaced = new Map<string, { user: UserRecord | null; byAge: boolean; error: ErrorName }>();
  for (const entry of claims) {
    if (!entry.owner || replaced.has(entry.owner)) continue;
    const user = await getUser(entry.owner);
    // A claim whose account is gone (TTL removes profile and claims one by one) holds nothing.
    if (!user) replaced.set(entry.owner, { user: null, byAge: false, error: entry.error });
    else if (entry.freedByRegistration ? isUnconfirmed(user) : isStale(user, now)) {
      replaced.set(entry.owner, { user, byAge: !entry.freedByRegistration, error: entry.error });
    }
  }

  const taken = new Set(claims.map((entry) => entry.key.pk));
  const removals: GuardedItem[] = [];
  for (const [userId, { user, byAge, error }] of replaced) {
    if (!user) continue;
    removals.push(removeUnconfirmedProfile(userId, error, byAge ? new Date(now - holdMs).toISOString() : undefined));
    for (const key of await partitionRest(userId)) removals.push(removeRecord(key));
    const ownClaims = [keys.emailClaim(user.email), ...(user.phone ? [keys.phoneClaim(user.phone)] : [])];
    for (const key of ownClaims.filter((claim) => !taken.has(claim.pk))) removals.push(releaseIfHeldBy(key, userId));
  }

  return {
    claim(key, userId, onConditionFailed, expiresAt) {
      const owner = claims.find((entry) => entry.key.pk === key.pk)?.owner;
      return claimAddress(key, userId, onConditionFailed, { expiresAt, over: owner && replaced.has(owner) ? owner : null });
    },
    removals,
  };
}
