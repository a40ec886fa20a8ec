import { isErrorName, type ErrorName } from '../../../../shared/errors';
import { normalizePhone } from '../../../../shared/phone';
import { isApiError, type ClientErrorName } from '../../lib/api-client';
import { deadlineIn } from './countdown';
import { retryAfterOf, viaOf } from './error-details';
import { loginKind } from './api/login';

/** Spec: the forgot-password views. */
export type ForgotState =
  | { view: 'default' }
  | { view: 'success'; sent: 'email' | 'sms'; key: string }
  | { view: 'error'; error: ClientErrorName }
  | { view: 'time'; retryAt: number }
  | { view: 'unverified'; via: 'email' | 'phone' };
export type ForgotView = ForgotState['view'];

/** Used when a NotNow answer lacks its wait: the spec allows one request a minute. */
const oneMinute = 60;

/** Spec: NotNow gives the time view, NotVerified the unverified view, anything else the error view. */
export function forgotStateAfter(error: unknown, key: string, now: number = Date.now()): ForgotState {
  if (!isApiError(error)) return { view: 'error', error: 'InternalError' };
  if (error.error === 'NotNow') return { view: 'time', retryAt: deadlineIn(retryAfterOf(error, oneMinute), now) };
  if (error.error === 'NotVerified') return { view: 'unverified', via: viaOf(error) ?? loginKind(key) };
  return { view: 'error', error: error.error };
}

/** Whether the error view can show the server's message for this name, or only "contact support". */
export const hasOwnMessage = (error: ClientErrorName): error is Exclude<ErrorName, 'InternalError'> =>
  isErrorName(error) && error !== 'InternalError';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Spec: the login is required and has no spaces; a leading + makes it a phone, checked as one,
 * otherwise it is checked as an e-mail. Continue stays disabled while this answers a code.
 */
export function forgotKeyError(key: string): string | undefined {
  const value = key.trim();
  if (!value) return 'required_field';
  if (/\s/.test(value)) return 'invalid_rule_no_spaces';
  if (value.length > 254) return 'invalid_rule_max_length';
  if (loginKind(value) === 'phone') return normalizePhone(value) ? undefined : 'invalid_rule_phone';
  return emailPattern.test(value) ? undefined : 'invalid_rule_email';
}
