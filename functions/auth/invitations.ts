/** Invited users (created by a company's admin, see functions/users) finish registration here. */
import { hashPassword } from '../lib/auth/password';
import { AppError } from '../lib/http/errors';
import { getUser } from '../users/public';
import { consumeLinkToken, readLinkToken } from '../lib/auth/link-tokens';
import { invitationAccepted } from './store';

export async function checkInvitation(token: string) {
  const record = await readLinkToken(token, 'invitation');
  const user = await getUser(record.userId);
  if (!user) throw new AppError('LinkUnavailable');
  return { firstName: user.firstName, lastName: user.lastName, role: user.role, email: user.email, phone: user.phone };
}

/** The invited user sets a password; opening the link proves the e-mail. The link works once. */
export async function finishInvitation(token: string, password: string): Promise<{ ok: true }> {
  const record = await readLinkToken(token, 'invitation');
  await consumeLinkToken(record, invitationAccepted(await hashPassword(password), new Date().toISOString()));
  return { ok: true };
}
