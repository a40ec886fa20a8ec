import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { effectivePlan, type Plan, type PlanId } from '../../../shared/plans';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';

/** The attributes of a company (the company domain's record) that decide its plan. */
interface PlanFields {
  plan: PlanId;
  subscriptionEndDate: string | null;
}

/**
 * The company's effective plan now, or null when the company is gone. Read fresh on each call that
 * needs a plan feature: the plan changes with payments and trial ends.
 */
export async function companyPlan(companyId: string, now = new Date()): Promise<Plan | null> {
  const answer = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      ConsistentRead: true,
      ProjectionExpression: '#plan, subscriptionEndDate',
      ExpressionAttributeNames: { '#plan': 'plan' },
    }),
  );
  const fields = answer.Item as PlanFields | undefined;
  return fields ? effectivePlan({ plan: fields.plan, subscriptionEndDate: fields.subscriptionEndDate ?? null }, now) : null;
}
