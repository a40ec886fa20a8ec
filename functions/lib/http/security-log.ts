import type { Logger } from './logger';

/** How a caller proved (or failed to prove) who they are. */
export type SignInMethod =
  | 'password'
  | 'google'
  | 'check_password'
  | 'change_password'
  /** The second step of a sign-in: a code for the challenge the first step answered. */
  | 'second_factor'
  | 'second_factor_enable'
  | 'second_factor_disable'
  | 'recovery_codes_renewed'
  /** A sign-in with a passkey alone (the second step's passkey is `second_factor` with factor `passkey`). */
  | 'passkey'
  | 'passkey_added'
  | 'passkey_removed';

export interface SignInEvent {
  method: SignInMethod;
  /**
   * success: signed in or password confirmed; failure: wrong credentials; refused: turned away before
   * or after the check; challenged: the password (or Google) was right and the account's second
   * factor is asked for, no session yet.
   */
  outcome: 'success' | 'failure' | 'refused' | 'challenged';
  /** Second-factor events: which factor was given (`totp`, `recovery_code`, `passkey`). */
  factor?: 'totp' | 'recovery_code' | 'passkey';
  /** The catalogued error name of a failure or refusal (PasswordIncorrect, TooManyAttempts, UserNotFound, ...). */
  reason?: string;
  /** The account, when the login named one. */
  accountId?: string;
  /** For a login that named no account: whether it looked like an e-mail or a phone (never the login itself). */
  loginKind?: 'email' | 'phone';
  clientAddress: string;
}

/**
 * One structured line per sign-in event (`security.sign_in`), for the security log: CloudWatch
 * Logs Insights filters on `event`. The request id comes with the request's logger; a password or
 * a login never goes in.
 */
export function logSignIn(log: Logger, entry: SignInEvent): void {
  const fields = { event: 'security.sign_in', ...entry };
  if (entry.outcome === 'success') log.info('sign-in succeeded', fields);
  else if (entry.outcome === 'challenged') log.info('sign-in waits for the second factor', fields);
  else log.warn(entry.outcome === 'failure' ? 'sign-in failed' : 'sign-in refused', fields);
}

/** The owner was told by e-mail that their account is being guessed at. */
export function logGuessingMail(log: Logger, entry: { accountId: string; failures: number; addresses: number }): void {
  log.warn('owner told of password guessing', { event: 'security.guessing_mail', ...entry });
}
