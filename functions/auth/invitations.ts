import { tableName } from '../lib/db/client';
import { transact } from '../lib/db/transactions';
import { hashPassword } from '../lib/auth/password';
import { AppError } from '../lib/http/errors';
import { getUser, type UserRecord } from '../users/store';
import { appLink, consumeLinkToken, newLinkToken, readLinkToken } from './accounts';

/** An invitation link is valid for a week: invited people often open it days later. */
export const invitationDays = 7;

/**
 * Writes an invitation for a user a company created (users issue) and answers the link that the
 * invitation e-mail carries: `/auth/finish?token=...`.
 */
export async function issueInvitation(user: Pick<UserRecord, '_id' | 'email'>): Promise<string> {
  const { token, record } = newLinkToken('invitation', user, invitationDays * 24 * 60);
  await transact([{ item: { Put: { TableName: tableName(), Item: record } } }]);
  return appLink('/auth/finish', token);
}

export async function checkInvitation(token: string) {
  const record = await readLinkToken(token, 'invitation');
  const user = await getUser(record.userId);
  if (!user) throw new AppError('LinkUnavailable');
  return { firstName: user.firstName, lastName: user.lastName, role: user.role, email: user.email, phone: user.phone };
}

/** The invited user sets a password; opening the link proves the e-mail. The link works once. */
export async function finishInvitation(token: string, password: string): Promise<{ ok: true }> {
  const record = await readLinkToken(token, 'invitation');
  await consumeLinkToken(record, {
    expression: 'SET passwordHash = :hash, authType = :password, email_approved = :yes, updatedAt = :now',
    values: { ':hash': await hashPassword(password), ':password': 'password', ':yes': true, ':now': new Date().toISOString() },
  });
  return { ok: true };
}
