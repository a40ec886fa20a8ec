import { limits } from '../../../shared/limits';
import type { PlanId } from '../../../shared/plans';

/**
 * When a change of a company's item or user count deserves a notification: crossing 80% of the
 * plan's limit is "near", getting to the limit (or being refused for it) is "reached". Pure, so the
 * domains that already hold the counter (read for their own limit check) decide without another read.
 */

export type LimitKind = 'items' | 'users';
export type LimitLevel = 'near' | 'reached';

/** The share of the limit at which a company is warned, in percent. */
export const nearLimitPercent = 80;

/**
 * The threshold a change from `before` to `after` crossed (the higher one when it crossed both), or
 * null. `after` is the count the change asked for: above the limit means the change was refused
 * (callers that do not know how far above pass Infinity), which is "reached" too. Unlimited plans
 * (a limit of 100000 or more) never cross anything.
 */
export function limitCrossed(before: number, after: number, limit: number): LimitLevel | null {
  if (limit >= limits.unlimitedFrom || after <= before) return null;
  if (after >= limit && (before < limit || after > limit)) return 'reached';
  // In integers, so that 80% of a limit like 3 (2.4) needs no rounding.
  const near = (count: number) => count * 100 >= limit * nearLimitPercent;
  return !near(before) && near(after) ? 'near' : null;
}

/**
 * The idempotency key of one threshold of one plan in one month (UTC): the notifications worker
 * keeps one notification per recipient and key, so a company hears of each threshold at most once a
 * month per plan however often its count goes up and down around it.
 */
export function planLimitJobId(kind: LimitKind, level: LimitLevel, plan: PlanId, at: Date): string {
  return `limit-${kind}-${level === 'near' ? nearLimitPercent : 100}-${plan}-${at.toISOString().slice(0, 7)}`;
}
