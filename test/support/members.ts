import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { startSession } from '../../functions/lib/auth/sessions';
import { db, tableName } from '../../functions/lib/db/client';
import { keys, usersByCompanyKey } from '../../functions/lib/db/keys';
import type { Role } from '../../shared/roles';
import { storedUser } from './users';

/**
 * A signed-in user of the given role in a company, made straight in the table (as if invited and
 * finished) so that role tests stay fast; the company's user count follows.
 */
export async function memberWithRole(companyId: string, role: Role) {
  const createdAt = new Date().toISOString();
  const id = randomUUID();
  const user = await storedUser({
    ...keys.user(id),
    _id: id,
    ...usersByCompanyKey(companyId, createdAt, id),
    role,
    company: companyId,
    email_approved: true,
    createdAt,
  });
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'ADD usersCount :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  const token = await startSession(user._id);
  return { user, token };
}

/** Ends the company's trial: its effective plan becomes Free. */
export async function endTrial(companyId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'SET subscriptionEndDate = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
}
