import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import type { AuthType, UserRecord } from '../../functions/users/store';
import { uniqueEmail } from './credentials';

/** Marks contacts of a user confirmed, as the verification flows would. */
export async function confirmContacts(userId: string, contacts: { email?: boolean; phone?: boolean }): Promise<void> {
  const sets: string[] = [];
  const values: Record<string, boolean> = {};
  if (contacts.email !== undefined) {
    sets.push('email_approved = :email');
    values[':email'] = contacts.email;
  }
  if (contacts.phone !== undefined) {
    sets.push('phone_approved = :phone');
    values[':phone'] = contacts.phone;
  }
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: keys.user(userId), UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeValues: values }),
  );
}

/**
 * A user written straight to the table with its e-mail claim: an account no API of this slice
 * creates (a user a company invited, or one made for Google sign-in).
 */
export async function storedUser(overrides: Partial<UserRecord> & { authType?: AuthType } = {}): Promise<UserRecord> {
  const userId = randomUUID();
  const now = new Date().toISOString();
  const user: UserRecord = {
    ...keys.user(userId),
    entity: 'user',
    _id: userId,
    firstName: 'Invited',
    lastName: 'Person',
    email: uniqueEmail('stored'),
    phone: null,
    countryCode: null,
    image: null,
    passwordHash: null,
    authType: 'password',
    role: 'admin',
    company: null,
    email_approved: false,
    phone_approved: false,
    language: 'en',
    referer: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: user }));
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.emailClaim(user.email), entity: 'claim', userId } }));
  return user;
}
