import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { companyLocked, effectivePlan, type PeriodKind, type Plan, type PlanId } from '../../../shared/plans';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';

/** The attributes of a company (the company domain's record) that decide its plan and its lock. */
interface PlanFields {
  plan: PlanId;
  subscriptionEndDate: string | null;
  periodKind?: PeriodKind;
}

export interface CompanyPlanState {
  /** The effective plan now (a trial that ended: Free). */
  plan: Plan;
  /** A paid period ended unpaid (companyLocked): only lockedAccess routes answer. */
  locked: boolean;
}

async function readPlanFields(companyId: string): Promise<PlanFields | null> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      ConsistentRead: true,
      ProjectionExpression: '#plan, subscriptionEndDate, periodKind',
      ExpressionAttributeNames: { '#plan': 'plan' },
    }),
  );
  const item = answer.Item as PlanFields | undefined;
  return item ? { plan: item.plan, subscriptionEndDate: item.subscriptionEndDate ?? null, periodKind: item.periodKind } : null;
}

/** How long a container may take a company's "not locked" on trust before reading it again. */
export const notLockedTrustMs = 60_000;

/** Companies a container remembers at most; past it the memory starts over (a cost, never a wrong answer). */
const rememberedAtMost = 5_000;

/** Company id -> the time (ms) until which it is known not to be locked. "Locked" is never remembered. */
const notLockedUntil = new Map<string, number>();

/**
 * Until when a company read as `fields` at `now` may be taken as not locked without reading it again,
 * or null when it may not be remembered: a locked company is read on every call, so a payment that
 * unlocks it holds at once; an unlocked one at most notLockedTrustMs, and never past the end of its
 * period, so a period that runs out locks on time.
 */
export function notLockedTrustUntil(fields: PlanFields, now: number): number | null {
  if (companyLocked(fields, new Date(now))) return null;
  const end = fields.subscriptionEndDate === null ? Number.POSITIVE_INFINITY : Date.parse(fields.subscriptionEndDate);
  const until = Math.min(now + notLockedTrustMs, end);
  return until > now ? until : null;
}

function remember(companyId: string, fields: PlanFields, now: number): void {
  const until = notLockedTrustUntil(fields, now);
  if (until === null) {
    notLockedUntil.delete(companyId);
    return;
  }
  if (notLockedUntil.size >= rememberedAtMost) notLockedUntil.clear();
  notLockedUntil.set(companyId, until);
}

/**
 * The company's effective plan and lock now, or null when the company is gone: one read, fresh on
 * each call that needs a plan feature (the plan changes with payments and trial ends).
 */
export async function companyPlanState(companyId: string, now = new Date()): Promise<CompanyPlanState | null> {
  const fields = await readPlanFields(companyId);
  if (!fields) return null;
  remember(companyId, fields, now.getTime());
  return { plan: effectivePlan(fields, now), locked: companyLocked(fields, now) };
}

/**
 * Whether the company is locked now, for calls that need no plan feature: answered from the
 * container's memory of "not locked" while it holds (see notLockedTrustUntil), else read. A company
 * that is gone counts as not locked here: the operation answers CompanyNotFound itself.
 */
export async function companyLockedNow(companyId: string, now = new Date()): Promise<boolean> {
  const trusted = notLockedUntil.get(companyId);
  if (trusted !== undefined && trusted > now.getTime()) return false;
  const state = await companyPlanState(companyId, now);
  return state?.locked ?? false;
}

/** The company's effective plan now, or null when the company is gone. */
export async function companyPlan(companyId: string, now = new Date()): Promise<Plan | null> {
  return (await companyPlanState(companyId, now))?.plan ?? null;
}
