import type { Language } from '../../shared/i18n/languages';
import { normalizePhone } from '../../shared/phone';
import type { ForgotInput, ResetPasswordInput } from '../../shared/schemas/auth';
import { sendMail } from '../lib/adapters/mailer';
import { sendSms } from '../lib/adapters/sms';
import { consumeCode, issueCode } from '../lib/auth/codes';
import { takeSlot } from '../lib/auth/limits';
import { hashPassword } from '../lib/auth/password';
import { spendSendBudget, throttleAction } from '../lib/auth/throttles';
import { endAllSessions } from '../lib/auth/sessions';
import { keys } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { getUser } from '../users/public';
import { findByLogin } from './accounts';
import { claimOwner } from '../lib/auth/claims';
import { appLink, consumeLinkToken, linkTokenItem, newLinkToken, readLinkToken } from '../lib/auth/link-tokens';
import { codeMinutes, codeSms, passwordResetMail, resetLinkMinutes } from './messages';
import { passwordFromLink, setPasswordIfPhone } from './store';

/** Spec: a password reset can be requested once per minute. */
const forgotEverySeconds = 60;

/**
 * Starts a password reset: an e-mail login gets a one-time link, a phone login (+) an SMS code.
 * Never mails a password. Unknown logins answer EmailNotFound / PhoneNotFound (the spec's texts),
 * an unconfirmed contact NotVerified, a second request within a minute NotNow; too many from one
 * address or to one destination TooManyRequests, the day's budget spent SendBudgetExhausted.
 */
export async function forgot(input: ForgotInput, language: Language, sourceIp: string): Promise<{ sent: 'email' | 'sms'; retryAfter: number }> {
  // Every request counts for its address, known login or not: it also slows probing which logins exist.
  await throttleAction('forgot', { address: sourceIp });
  const { via, user } = await findByLogin(input.key);
  if (!user) throw new AppError(via === 'phone' ? 'PhoneNotFound' : 'EmailNotFound');
  if (!(via === 'phone' ? user.phone_approved : user.email_approved)) throw new AppError('NotVerified', { via });
  if (!user.passwordHash) throw new AppError('AuthTypeError');
  const release = await takeSlot('forgot', user._id, forgotEverySeconds);
  const messageLanguage = user.language ?? language;
  try {
    await throttleAction('forgot', { destination: via === 'phone' ? user.phone : user.email });
    await spendSendBudget(via === 'phone' ? 'sms' : 'email', user.company);
    if (via === 'phone' && user.phone) {
      const code = await issueCode(user._id, 'password-reset', user.phone, codeMinutes);
      await sendSms(user.phone, codeSms('password-reset', code, messageLanguage)).catch(() => {
        throw new AppError('SmsSendError');
      });
      return { sent: 'sms', retryAfter: forgotEverySeconds };
    }
    const link = newLinkToken('password-reset', user, resetLinkMinutes);
    await transact([linkTokenItem(link.record)]);
    await sendMail(passwordResetMail(user.email, user.firstName, appLink('/auth/reset_password', link.token), messageLanguage)).catch(() => {
      throw new AppError('EmailSendError');
    });
    return { sent: 'email', retryAfter: forgotEverySeconds };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Sets the new password from a reset link or an SMS code; every session of the account ends. The
 * cheap checks (address rate, the token or the code) come first: the KDF runs only for a request
 * that will change a password, so a bogus token costs what a bogus link costs.
 */
export async function resetPassword(input: ResetPasswordInput, sourceIp: string): Promise<{ ok: true }> {
  await throttleAction('reset', { address: sourceIp });
  const now = new Date().toISOString();
  let userId: string;
  if ('token' in input) {
    const record = await readLinkToken(input.token, 'password-reset');
    await consumeLinkToken(record, passwordFromLink(await hashPassword(input.password), now));
    userId = record.userId;
  } else {
    const phone = normalizePhone(input.phone);
    const owner = phone ? await claimOwner(keys.phoneClaim(phone)) : null;
    const user = owner ? await getUser(owner) : null;
    if (!user) throw new AppError('PhoneNotFound');
    // Counted per requesting address: a stranger's wrong codes do not lock the owner out (lib/auth/codes.ts).
    const sentTo = await consumeCode(user._id, 'password-reset', input.code, { address: sourceIp });
    await setPasswordIfPhone(user._id, await hashPassword(input.password), sentTo, now);
    userId = user._id;
  }
  await endAllSessions(userId);
  return { ok: true };
}
