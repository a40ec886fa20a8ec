import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { startSession } from '../../functions/lib/auth/sessions';
import { db, tableName } from '../../functions/lib/db/client';
import { keys, usersByCompanyKey } from '../../functions/lib/db/keys';
import type { Role } from '../../shared/roles';
import { storedPasswordHash } from './factories';
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

/**
 * A member who can also sign in with `password` (the run's hash on the profile), with the e-mail
 * claim naming them (memberWithRole's claim names a fresh id, enough for tests that never sign in);
 * `patch` sets other profile attributes (e.g. authType).
 */
export async function memberWithPassword(companyId: string, role: Role, patch: Record<string, unknown> = {}) {
  const member = await memberWithRole(companyId, role);
  const attributes = { passwordHash: storedPasswordHash(), ...patch };
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(member.user._id),
      UpdateExpression: `SET ${Object.keys(attributes).map((name) => `#${name} = :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(attributes).map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`:${name}`, value])),
    }),
  );
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.emailClaim(member.user.email), entity: 'claim', userId: member.user._id } }));
  return member;
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
