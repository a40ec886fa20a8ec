import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { effectivePlan, trialPlanId, type PlanId } from '../../shared/plans';
import { limits } from '../../shared/limits';
import type { Company, CreateCompanyInput } from '../../shared/schemas/company';
import { endSession, startSession } from '../lib/auth/sessions';
import type { Session } from '../lib/auth/tokens';
import { db, tableName } from '../lib/db/client';
import { keys, usersByCompanyKey, type Key } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { getUser } from '../users/store';

/** A company as stored (PK COMPANY#<id>, SK PROFILE), with the counters later issues keep exact. */
export interface CompanyRecord extends Key {
  entity: 'company';
  _id: string;
  title: string;
  description: string;
  owner: string;
  plan: PlanId;
  subscriptionEndDate: string | null;
  settings: Company['settings'];
  usersCount: number;
  itemsCount: number;
  /** Sum of item prices in minor units (cents), an integer so totals never drift. */
  totalItemPriceCents: number;
  createdAt: string;
  updatedAt: string;
}

const day = 24 * 60 * 60 * 1000;

export function toCompany(record: CompanyRecord, now = new Date()): Company {
  return {
    _id: record._id,
    title: record.title,
    description: record.description,
    plan: record.plan,
    effectivePlan: effectivePlan(record, now)._id,
    subscriptionEndDate: record.subscriptionEndDate,
    currency: record.settings.currency,
    settings: record.settings,
    owner: record.owner,
    createdAt: record.createdAt,
  };
}

export async function getCompany(companyId: string): Promise<CompanyRecord | null> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ConsistentRead: true }));
  return (answer.Item as CompanyRecord | undefined) ?? null;
}

export async function myCompany(session: Session & { companyId: string }): Promise<Company> {
  const company = await getCompany(session.companyId);
  if (!company) throw new AppError('CompanyNotFound');
  return toCompany(company);
}

/**
 * Creates the company with its owner in one transaction: the company, the claim on its title, and
 * the owner's membership. A new company is on the Optimal plan for 14 days, then Free. The answer
 * carries the token of a new session whose tenant is the new company; the old session ends.
 */
export async function createCompany(session: Session, input: CreateCompanyInput): Promise<{ company: Company; token: string }> {
  const user = await getUser(session.userId);
  if (!user) throw new AppError('Unauthorized');
  if (user.company) throw new AppError('CompanyAlreadyExists');

  const now = new Date();
  const companyId = randomUUID();
  const record: CompanyRecord = {
    ...keys.company(companyId),
    entity: 'company',
    _id: companyId,
    title: input.title,
    description: input.description,
    owner: user._id,
    plan: trialPlanId,
    subscriptionEndDate: new Date(now.getTime() + limits.trialDays * day).toISOString(),
    settings: {
      createItemSectionsStatus: { info: true, additional: true, location: true, responsible: true },
      operationsWithApprovement: false,
      currency: 'UAH',
      promo: null,
    },
    usersCount: 1,
    itemsCount: 0,
    totalItemPriceCents: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const membership = usersByCompanyKey(companyId, user.createdAt, user._id);
  await transact([
    { item: { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } } },
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.companyTitleClaim(input.title), entity: 'claim', companyId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: 'UniquenessError',
    },
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.user(user._id),
          UpdateExpression: 'SET company = :company, #role = :root, usersByCompanyPk = :ucPk, usersByCompanySk = :ucSk, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(company) OR attribute_type(company, :nullType))',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: {
            ':company': companyId,
            ':root': 'root',
            ':nullType': 'NULL',
            ':ucPk': membership.usersByCompanyPk,
            ':ucSk': membership.usersByCompanySk,
            ':now': now.toISOString(),
          },
        },
      },
      onConditionFailed: 'CompanyAlreadyExists',
    },
  ]);
  await endSession(session);
  const token = await startSession({ userId: user._id, role: 'root', companyId });
  return { company: toCompany(record, now), token };
}
