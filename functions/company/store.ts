import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canonicalCurrency, type StoredCurrency } from '../../shared/limits';
import { companyLocked, effectivePlan, type PeriodKind, type PlanId } from '../../shared/plans';
import type { Company } from '../../shared/schemas/company';
import { db, tableName } from '../lib/db/client';
import { keys, normalizeTitle, type Key } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { conditionalUpdate, guardedPut, guardedUpdate, moveClaim, putIfAbsent, uniqueClaim } from '../lib/db/writes';
import type { CompanySubscription } from './billing';
import { AppError } from '../lib/http/errors';

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
