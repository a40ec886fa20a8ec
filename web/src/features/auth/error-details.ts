import type { UnconfirmedLoginDetails } from '../../../../shared/schemas/auth';
import { isApiError } from '../../lib/api-client';

function detail(error: unknown, key: string): unknown {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return undefined;
  return (error.details as Record<string, unknown>)[key];
}

/** NotNow and TooManyAttempts say how many seconds to wait; `fallback` when an answer does not. */
export function retryAfterOf(error: unknown, fallback: number): number {
  const value = detail(error, 'retryAfter');
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** WrongCode says how many attempts the code has left. */
export function attemptsLeftOf(error: unknown): number | undefined {
  const value = detail(error, 'attemptsLeft');
  return typeof value === 'number' ? value : undefined;
}

/** NotVerified and UserNotFound say whether the login was an e-mail or a phone. */
export function viaOf(error: unknown): 'email' | 'phone' | undefined {
  const value = detail(error, 'via');
  return value === 'email' || value === 'phone' ? value : undefined;
}

/**
 * An unconfirmed sign-in's offer (EmailUnApproved, PhoneUnApproved, AccountNotVerified, after the
 * password): the verification token and what can be sent again. Undefined for an answer without one.
 */
export function unconfirmedOf(error: unknown): UnconfirmedLoginDetails | undefined {
  const token = detail(error, 'token');
  const email = detail(error, 'email');
  const phone = detail(error, 'phone');
  const resend = detail(error, 'resend');
  if (typeof token !== 'string' || !token || typeof email !== 'string' || !Array.isArray(resend)) return undefined;
  const knownPhone = typeof phone === 'string' && phone ? phone : null;
  // An SMS needs the number it goes to.
  const channels = resend.filter((channel): channel is 'email' | 'sms' => channel === 'email' || (channel === 'sms' && knownPhone !== null));
  return { via: viaOf(error) ?? 'email', token, email, phone: knownPhone, resend: [...new Set(channels)] };
}
