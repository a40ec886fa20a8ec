import type { Language } from '../../shared/i18n/languages';
import { normalizeEmail } from '../../shared/email';
import { normalizePhone } from '../../shared/phone';
import { sendMail } from '../lib/adapters/mailer';
import { keys } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { getUser, type UserRecord } from '../users/public';
import { claimOwner } from '../lib/auth/claims';
import { appLink, linkTokenItem, newLinkToken } from '../lib/auth/link-tokens';
import { confirmationMail } from './messages';

/** Shared pieces of the auth domain: look-ups by login, the links it mails. */

export interface LoginLookup {
  via: 'email' | 'phone';
  user: UserRecord | null;
}

/** A login is an e-mail, or a phone when it starts with + (spec: emailOrPhone). */
export async function findByLogin(login: string): Promise<LoginLookup> {
  if (login.startsWith('+')) {
    const phone = normalizePhone(login);
    const userId = phone ? await claimOwner(keys.phoneClaim(phone)) : null;
    return { via: 'phone', user: userId ? await getUser(userId) : null };
  }
  const userId = await claimOwner(keys.emailClaim(normalizeEmail(login)));
  return { via: 'email', user: userId ? await getUser(userId) : null };
}


/** Writes a new confirmation link for the user and mails it; EmailSendError when SES refuses. */
export async function sendConfirmationLink(user: UserRecord, language: Language, hours: number): Promise<void> {
  const { token, record } = newLinkToken('email-confirmation', user, hours * 60);
  await transact([linkTokenItem(record)]);
  try {
    await sendMail(confirmationMail(user.email, user.firstName, appLink('/auth/approve', token), language));
  } catch {
    throw new AppError('EmailSendError');
  }
}
