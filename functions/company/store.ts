import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalCurrency, type StoredCurrency } from '../../shared/limits';
import { companyLocked, effectivePlan, type PeriodKind, type PlanId } from '../../shared/plans';
import type { Company, DepreciationDefault } from '../../shared/schemas/company';
import type { BillingEventKind } from '../../shared/schemas/payments';
import { db, tableName } from '../lib/db/client';
import { keys, normalizeTitle, sortableId, type Key } from '../lib/db/keys';
import { readInOrder } from '../lib/db/queries';
import type { GuardedItem } from '../lib/db/transactions';
import { conditionalUpdate, guardedPut, guardedUpdate, moveClaim, putIfAbsent, uniqueClaim } from '../lib/db/writes';
import { AppError } from '../lib/http/errors';

/** The provider's monthly auto-debit of a company, as the billing page shows it. */
export interface CompanySubscription {
  /** The provider order that started it; its charges arrive as child orders of this one. */
  orderId: string;
  state: 'active' | 'inactive';
  plan: PlanId;
  amountCents: number;
  nextPaymentDate: string | null;
  promocode: string | null;
}

/** A company as stored (PK COMPANY#<id>, SK PROFILE), with the counters later issues keep exact. */
export interface CompanyRecord extends Key {
  entity: 'company';
  _id: string;
  title: string;
  description: string;
  owner: string;
  plan: PlanId;
  subscriptionEndDate: string | null;
  /**
   * When the period that ends at subscriptionEndDate began or begins: a paid period bought during the
   * trial starts at the trial's end (docs/decisions.md). Absent on a trial (it began with the company)
   * and on paid periods granted before it was kept.
   */
  periodStartDate?: string;
  /** Trial or paid (absent on records older than payments: trial); see shared/plans.ts. */
  periodKind?: PeriodKind;
  /** The provider's monthly auto-debit, once the company subscribed (functions/company/billing.ts). */
  subscription?: CompanySubscription | null;
  settings: Company['settings'];
  usersCount: number;
  itemsCount: number;
  /** Sum of item prices in minor units (cents), an integer so totals never drift. */
  totalItemPriceCents: number;
  createdAt: string;
  updatedAt: string;
}

export function toCompany(record: CompanyRecord, now = new Date()): Company {
  return {
    _id: record._id,
    title: record.title,
    description: record.description,
    plan: record.plan,
    effectivePlan: effectivePlan(record, now)._id,
    subscriptionEndDate: record.subscriptionEndDate,
    periodKind: record.periodKind ?? 'trial',
    locked: companyLocked(record, now),
    currency: record.settings.currency,
    settings: record.settings,
    owner: record.owner,
    createdAt: record.createdAt,
  };
}

export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ConsistentRead: true }));
  const record = answer.Item as CompanyRecord | undefined;
  return record ? withCanonicalCurrency(record) : null;
}

/**
 * A record as every reader sees it: a currency stored in an older spelling ('EU', from the spec's
 * list before issue 23) reads as its ISO code ('EUR'); the record itself changes with its next
 * settings update. docs/decisions.md, "Company currency".
 */
export function withCanonicalCurrency(record: CompanyRecord): CompanyRecord {
  const stored: string | undefined = record.settings?.currency;
  if (stored === undefined) return record;
  const currency = canonicalCurrency(stored) as StoredCurrency;
  return currency === stored ? record : { ...record, settings: { ...record.settings, currency } };
}

/** The caller's company; a tenant whose company is gone gets CompanyNotFound. */
export async function requireCompany(companyId: string): Promise<CompanyRecord> {
  const company = await getCompany(companyId);
  if (!company) throw new AppError('CompanyNotFound');
  return company;
}

/** A transaction item that counts one more user of the company; UserLimitExceeded at the plan's limit. */
export function countNewUser(companyId: string, userLimit: number): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: 'ADD usersCount :one',
        ConditionExpression: 'usersCount < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': userLimit },
      },
    },
    onConditionFailed: 'UserLimitExceeded',
  };
}

/** A transaction item that counts one user fewer in the company. */
export function countRemovedUser(companyId: string): GuardedItem {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: keys.company(companyId),
        UpdateExpression: 'ADD usersCount :minusOne',
        ExpressionAttributeValues: { ':minusOne': -1 },
      },
    },
  };
}

/** Transaction items that create a company: its record and the claim on its title (UniquenessError when taken). */
export function newCompany(record: CompanyRecord): GuardedItem[] {
  return [guardedPut(putIfAbsent(record)), guardedPut(uniqueClaim(keys.companyTitleClaim(record.title), { companyId: record._id }), 'UniquenessError')];
}

/**
 * Transaction items that change a company's title and description over the title that was read
 * (UniquenessError when it changed meanwhile); a new title moves the claim (UniquenessError when taken).
 */
export function changedDetails(company: Pick<CompanyRecord, '_id' | 'title'>, change: { title: string; description: string; now: string }): GuardedItem[] {
  const items = [
    guardedUpdate(
      conditionalUpdate(keys.company(company._id), {
        update: 'SET title = :title, description = :description, updatedAt = :now',
        condition: 'title = :oldTitle',
        values: { ':title': change.title, ':description': change.description, ':now': change.now, ':oldTitle': company.title },
      }),
      'UniquenessError',
    ),
  ];
  if (normalizeTitle(change.title) !== normalizeTitle(company.title)) {
    items.push(...moveClaim(keys.companyTitleClaim(company.title), keys.companyTitleClaim(change.title), { companyId: company._id }, 'UniquenessError'));
  }
  return items;
}

/** Saves the company's settings (only of a company that exists). */
export async function saveSettings(companyId: string, settings: Company['settings'], now: string): Promise<void> {
  await db().send(
    new UpdateCommand(
      conditionalUpdate(keys.company(companyId), {
        update: 'SET settings = :settings, updatedAt = :now',
        condition: 'attribute_exists(pk)',
        values: { ':settings': settings, ':now': now },
      }),
    ),
  );
}

/** A transaction item that hands the company from its owner `from` to `to`; AccessError when `from` no longer owns it. */
export function ownerChange(companyId: string, from: string, to: string, now: string): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.company(companyId), {
      update: 'SET #owner = :person, updatedAt = :now',
      condition: '#owner = :me',
      names: { '#owner': 'owner' },
      values: { ':person': to, ':now': now, ':me': from },
    }),
    'AccessError',
  );
}

/** Keeps a support message with the company. */
export async function keepSupportMessage(companyId: string, message: Record<string, unknown>, at: string, id: string): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.supportMessage(companyId, at, id), entity: 'support-message', ...message, createdAt: at } }),
  );
}

export interface BillingEventInput {
  kind: BillingEventKind;
  at: Date;
  plan?: PlanId | null;
  until?: string | null;
  paymentId?: string | null;
  /** Makes the entry idempotent: the same id at the same `at` is written once (e.g. `period-ended` at the period's end). */
  eventId?: string;
}

/** An entry of the company's billing history, by time; with an eventId, a second write of the same entry fails its condition. */
export function billingEventItem(companyId: string, event: BillingEventInput): GuardedItem {
  const at = event.at.toISOString();
  const record = {
    ...keys.billingEvent(companyId, at, event.eventId ?? sortableId(event.at.getTime())),
    entity: 'billing-event',
    kind: event.kind,
    at,
    plan: event.plan ?? null,
    until: event.until ?? null,
    paymentId: event.paymentId ?? null,
  };
  return guardedPut(event.eventId ? putIfAbsent(record) : { TableName: tableName(), Item: record });
}

/** An entry of the billing history as stored (SK BILLING#<at>#<id>). */
export interface BillingEventRecord {
  kind: BillingEventKind;
  at: string;
  plan?: PlanId | null;
  until?: string | null;
  paymentId?: string | null;
}

/** The company's latest `limit` billing history entries, newest first. */
export async function latestBillingEvents(companyId: string, limit: number): Promise<BillingEventRecord[]> {
  const { pk, skPrefix } = keys.billingEventsOf(companyId);
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (answer.Items ?? []) as BillingEventRecord[];
}

/** Whether the history holds the entry `eventId` at `at` (an idempotent entry, billingEventItem). */
export async function hasBillingEvent(companyId: string, at: string, eventId: string): Promise<boolean> {
  const recorded = await db().send(new GetCommand({ TableName: tableName(), Key: keys.billingEvent(companyId, at, eventId), ProjectionExpression: 'pk' }));
  return Boolean(recorded.Item);
}

/** What a paid period sets on the company (functions/company/billing.ts, grantPaidPeriod). */
export interface PaidPeriodChange {
  plan: PlanId;
  until: string;
  at: Date;
  /** The period's start; undefined for an extension, which keeps the start of the period it extends. */
  startsAt?: string;
  /** Set (or replace) the company's subscription with this one; undefined leaves it as it is. */
  subscription?: CompanySubscription | null;
}

/**
 * A transaction item that sets a paid period's plan, end date and periodKind `paid`, conditional on
 * the company's end date being the one read (ConcurrentChange when another grant got there first).
 */
export function paidPeriodItem(company: Pick<CompanyRecord, '_id' | 'subscriptionEndDate'>, change: PaidPeriodChange): GuardedItem {
  const names: Record<string, string> = { '#plan': 'plan' };
  const values: Record<string, unknown> = { ':plan': change.plan, ':until': change.until, ':paid': 'paid' satisfies PeriodKind, ':now': change.at.toISOString() };
  let update = 'SET #plan = :plan, subscriptionEndDate = :until, periodKind = :paid, updatedAt = :now';
  if (change.startsAt !== undefined) {
    update += ', periodStartDate = :start';
    values[':start'] = change.startsAt;
  }
  if (change.subscription !== undefined) {
    update += ', subscription = :subscription';
    values[':subscription'] = change.subscription;
  }
  let condition = 'attribute_exists(pk) AND ';
  if (company.subscriptionEndDate === null) condition += 'subscriptionEndDate = :null';
  else condition += 'subscriptionEndDate = :readEnd';
  if (company.subscriptionEndDate === null) values[':null'] = null;
  else values[':readEnd'] = company.subscriptionEndDate;
  return guardedUpdate(conditionalUpdate(keys.company(company._id), { update, condition, names, values }), 'ConcurrentChange');
}

/** Sets or replaces the company's subscription (state changes: paused, charge failed, next payment date). */
export function subscriptionItem(companyId: string, subscription: CompanySubscription | null, at: Date): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.company(companyId), {
      update: 'SET subscription = :subscription, updatedAt = :now',
      condition: 'attribute_exists(pk)',
      values: { ':subscription': subscription, ':now': at.toISOString() },
    }),
    'CompanyNotFound',
  );
}

/** Keeps a checked promo code as the company's promo (settings.promo) for its next payments. */
export function promoItem(companyId: string, promo: { code: string; sale: number } | null, at: Date): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.company(companyId), {
      update: 'SET settings.promo = :promo, updatedAt = :now',
      condition: 'attribute_exists(pk)',
      values: { ':promo': promo, ':now': at.toISOString() },
    }),
    'CompanyNotFound',
  );
}

/** The marker of a company's subscription end under its end day (functions/company/subscription-ends.ts), removed by TTL at `expiresAt`. */
export function subscriptionEndMarkerItem(companyId: string, endDay: string, expiresAt: number): GuardedItem {
  return guardedPut({ TableName: tableName(), Item: { ...keys.subscriptionEnd(endDay, companyId), entity: 'subscription-end', companyId, expiresAt } });
}

/** The ids of the companies with a subscription end marker on `endDay` (yyyy-mm-dd). */
export async function companiesMarkedOn(endDay: string): Promise<string[]> {
  const found = await readInOrder<{ companyId: string }>(
    { TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.subscriptionEndsOn(endDay).pk }, ProjectionExpression: 'companyId' },
    Infinity,
  );
  return found.map((marker) => marker.companyId);
}

/** The company's depreciation terms per item type (one record; none saved yet: no defaults). Read consistently: a list right after a save shows it. */
export async function depreciationDefaultsOf(companyId: string): Promise<DepreciationDefault[]> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.depreciationDefaults(companyId), ConsistentRead: true }));
  return (answer.Item?.defaults as DepreciationDefault[] | undefined) ?? [];
}

/** Replaces the company's depreciation terms per item type. */
export async function saveDepreciationDefaults(companyId: string, defaults: readonly DepreciationDefault[], now: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.depreciationDefaults(companyId), entity: 'depreciation-defaults', companyId, defaults, updatedAt: now } }));
}
