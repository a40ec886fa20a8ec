import { randomUUID } from 'node:crypto';
import type { Language } from '../../shared/i18n/languages';
import { limits } from '../../shared/limits';
import type { RegisterInput, SendSmsInput, UnconfirmedLoginDetails, VerifyPhoneInput } from '../../shared/schemas/auth';
import type { CurrentUser } from '../../shared/schemas/users';
import { sendMail } from '../lib/adapters/mailer';
import { sendSms as deliverSms } from '../lib/adapters/sms';
import { consumeCode, issueCode } from '../lib/auth/codes';
import { takeSlot } from '../lib/auth/limits';
import { hashPassword } from '../lib/auth/password';
import { checkOrRelease, spendSendBudget, throttleAction } from '../lib/auth/throttles';
import { issueVerificationToken, verifyVerificationToken } from '../lib/auth/tokens';
import { keys } from '../lib/db/keys';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { getUser, newUser, toCurrentUser, type UserRecord } from '../users/public';
import { sendConfirmationLink } from './accounts';
import { claimOwner, claimPhone, keepClaims, releasePhoneOf } from '../lib/auth/claims';
import { appLink, consumeLinkToken, linkTokenItem, newLinkToken, readLinkToken } from '../lib/auth/link-tokens';
import { codeMinutes, codeSms, confirmationMail } from './messages';
import { emailConfirmed, phoneConfirmed, setUnconfirmedPhone } from './store';
import { isStale, isUnconfirmed, planClaims, unconfirmedExpiry } from './unconfirmed';

const resendSeconds = limits.resendTimerSeconds;

/**
 * Creates the user and claims its e-mail and phone in one transaction, together with the
 * confirmation link token; then mails the link in the user's language.
 */
export async function register(input: RegisterInput, language: Language, log: Logger, sourceIp: string): Promise<{ user: CurrentUser; token: string }> {
  // Before the KDF and the mail: a registration costs both.
  await throttleAction('register', { address: sourceIp });
  await spendSendBudget('email', null);
  const at = new Date();
  const now = at.toISOString();
  const expiresAt = unconfirmedExpiry(at);
  const userId = randomUUID();
  const user: UserRecord = {
    ...keys.user(userId),
    entity: 'user',
    _id: userId,
    firstName: input.firstName,
    lastName: '',
    email: input.email,
    phone: input.phone,
    countryCode: input.countryCode?.replace(/^\+/, '') ?? null,
    image: null,
    passwordHash: await hashPassword(input.password),
    authType: 'password',
    role: 'root',
    company: null,
    email_approved: false,
    phone_approved: false,
    language,
    referer: input.referer ?? null,
    expiresAt,
    createdAt: now,
    updatedAt: now,
  };
  const link = newLinkToken('email-confirmation', user, limits.emailConfirmationTtlHours * 60);
  // An unconfirmed account holding this e-mail (or a stale one holding the phone) is replaced in the same transaction.
  const plan = await planClaims({ email: input.email, phone: input.phone });
  const items: GuardedItem[] = [
    newUser(user),
    plan.claim(keys.emailClaim(input.email), userId, 'EmailAlreadyUsed', expiresAt),
    linkTokenItem(link.record, { onlyNew: true }),
  ];
  if (input.phone) items.push(plan.claim(keys.phoneClaim(input.phone), userId, 'PhoneAlreadyUsed', expiresAt));
  await transact([...items, ...plan.removals]);

  try {
    await sendMail(confirmationMail(user.email, user.firstName, appLink('/auth/approve', link.token), language));
  } catch (error) {
    // The account exists either way; the verification screen offers a resend.
    log.error('confirmation e-mail not sent', { userId, reason: error instanceof Error ? error.message : String(error) });
  }
  return { user: toCurrentUser(user), token: await issueVerificationToken(userId, limits.emailConfirmationTtlHours) };
}

/** Free to register: nobody holds it, or only an unconfirmed account that registering replaces. */
export async function isEmailAvailable(email: string): Promise<boolean> {
  const owner = await claimOwner(keys.emailClaim(email));
  const user = owner ? await getUser(owner) : null;
  return !user || isUnconfirmed(user);
}

export async function isPhoneAvailable(phone: string): Promise<boolean> {
  const owner = await claimOwner(keys.phoneClaim(phone));
  const user = owner ? await getUser(owner) : null;
  return !user || isStale(user);
}

/** Confirms the e-mail of a confirmation link; the link works once and only within its 24 hours. */
export async function acceptEmail(token: string): Promise<{ email_approved: true; email: string }> {
  const record = await readLinkToken(token, 'email-confirmation');
  const user = await getUser(record.userId);
  if (!user) throw new AppError('LinkUnavailable');
  // Confirmed accounts are kept: the profile and its claims lose their TTL together.
  await consumeLinkToken(record, emailConfirmed(new Date().toISOString()), keepClaims(user));
  return { email_approved: true, email: record.email };
}

/** How long the verification token of an unconfirmed sign-in works: time to open the mail or type the SMS code. */
const signInVerificationHours = 1;

/**
 * What an unconfirmed sign-in answers once its password is proven (the error's details): a
 * verification token for the resend routes and the ways the account can still be confirmed: the
 * e-mail link while the e-mail is unconfirmed, an SMS code while its phone is set and unconfirmed.
 * The resends keep their own throttles (once a minute per account, per address and destination,
 * the daily send budgets).
 */
export async function confirmationOffer(user: UserRecord, via: 'email' | 'phone'): Promise<UnconfirmedLoginDetails> {
  const resend: UnconfirmedLoginDetails['resend'] = [];
  if (!user.email_approved) resend.push('email');
  if (!user.phone_approved && user.phone) resend.push('sms');
  return { via, token: await issueVerificationToken(user._id, signInVerificationHours), email: user.email, phone: user.phone, resend };
}

/** The registering user behind a verification token (register's answer); a bad or old token is InvalidToken, never a 401. */
async function registeringUser(verificationToken: string): Promise<UserRecord> {
  const userId = await verifyVerificationToken(verificationToken);
  const user = userId ? await getUser(userId) : null;
  if (!user) throw new AppError('InvalidToken');
  return user;
}

async function resendTo(user: UserRecord, language: Language, sourceIp: string): Promise<{ sent: true; retryAfter: number }> {
  if (user.email_approved) throw new AppError('AlreadyVerified');
  const release = await takeSlot('confirmation-mail', user._id, resendSeconds);
  try {
    await throttleAction('confirmationMail', { address: sourceIp, destination: user.email });
    await spendSendBudget('email', user.company);
    await sendConfirmationLink(user, language, limits.emailConfirmationTtlHours);
  } catch (error) {
    await release();
    throw error;
  }
  return { sent: true, retryAfter: resendSeconds };
}

export async function resendConfirmation(verificationToken: string, language: Language, sourceIp: string) {
  return resendTo(await registeringUser(verificationToken), language, sourceIp);
}

export async function resendConfirmationToMe(userId: string, language: Language, sourceIp: string) {
  const user = await getUser(userId);
  if (!user) throw new AppError('Unauthorized');
  return resendTo(user, language, sourceIp);
}

/**
 * Sets the registering user's phone (claiming it, releasing the old claim) and sends it a code.
 * A confirmed phone is not changed here.
 */
export async function sendSms(input: SendSmsInput, language: Language, sourceIp: string): Promise<{ sent: true; retryAfter: number }> {
  await throttleAction('phoneCode', { address: sourceIp });
  const user = await registeringUser(input.token);
  if (user.phone_approved) throw new AppError('AlreadyVerified');
  if (user.phone !== input.phone) {
    // The new claim carries the account's expiry while it is unconfirmed.
    const items: GuardedItem[] = [
      claimPhone(input.phone, user._id, { expiresAt: user.expiresAt }),
      setUnconfirmedPhone(user, input.phone, new Date().toISOString()),
    ];
    if (user.phone) items.push(releasePhoneOf(user._id, user.phone));
    await transact(items);
  }
  const release = await takeSlot('phone-code', user._id, resendSeconds);
  await checkOrRelease(release, () => throttleAction('phoneCode', { destination: input.phone }), () => spendSendBudget('sms', null));
  const code = await issueCode(user._id, 'phone-verification', input.phone, codeMinutes);
  try {
    await deliverSms(input.phone, codeSms('phone-verification', code, language));
  } catch {
    await release();
    throw new AppError('SmsSendError');
  }
  return { sent: true, retryAfter: resendSeconds };
}

/** Confirms the phone the code was sent to, if it is still the user's phone. */
export async function verifyPhone(input: VerifyPhoneInput): Promise<{ phone_approved: true; phone: string }> {
  const user = await registeringUser(input.token);
  const phone = await consumeCode(user._id, 'phone-verification', input.code);
  await transact([phoneConfirmed(user._id, phone, new Date().toISOString()), ...keepClaims({ ...user, phone })]);
  return { phone_approved: true, phone };
}
