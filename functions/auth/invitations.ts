/** Invited users (created by a company's admin, see functions/users) finish registration here. */
import { hashPassword } from '../lib/auth/password';
import { AppError } from '../lib/http/errors';
import { getUser } from '../users/public';
import { consumeLinkToken, readLinkToken } from './accounts';

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
