import { limits } from '../../../../shared/limits';
import { verificationStorage } from '../../lib/storage';
import { deadlineIn } from './countdown';

/** Spec: email, then sms, then verify, then success; the mode is kept in local storage. */
export const verificationModes = ['email', 'sms', 'verify', 'success'] as const;
export type VerificationMode = (typeof verificationModes)[number];

export interface Verification {
  /** The token register answered: it opens these screens only and is not a session. */
  token: string;
  email: string;
  /** The phone of the account (E.164), or the one the last code went to. */
  phone: string | null;
  mode: VerificationMode;
  /** When the confirmation e-mail may be sent again (epoch ms). */
  emailResendAt: number;
  /** When the next SMS code may be sent (epoch ms). */
  smsResendAt: number;
}

const isMode = (value: unknown): value is VerificationMode =>
  typeof value === 'string' && (verificationModes as readonly string[]).includes(value);

/** The stored state, or null when there is none or it is not ours (an older shape, an edited value). */
export function parseVerification(raw: string | null): Verification | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored.token !== 'string' || !stored.token || typeof stored.email !== 'string' || !isMode(stored.mode)) return null;
  const time = (field: unknown) => (typeof field === 'number' && Number.isFinite(field) ? field : 0);
  return {
    token: stored.token,
    email: stored.email,
    phone: typeof stored.phone === 'string' && stored.phone ? stored.phone : null,
    mode: stored.mode,
    emailResendAt: time(stored.emailResendAt),
    smsResendAt: time(stored.smsResendAt),
  };
}

/** Right after sign-up: the confirmation e-mail has just gone, so its resend waits the full 60 s. */
export function startVerification(
  answer: { token: string; user: { email: string; phone: string | null } },
  now: number = Date.now(),
): Verification {
  return {
    token: answer.token,
    email: answer.user.email,
    phone: answer.user.phone,
    mode: 'email',
    emailResendAt: deadlineIn(limits.resendTimerSeconds, now),
    smsResendAt: 0,
  };
}

/**
 * From the sign-in screen of an unconfirmed account, once its SMS code is sent (or one sent less than
 * a minute ago still works): the code entry, for the account's phone.
 */
export function verifyFromSignIn(
  offer: { token: string; email: string; phone: string },
  retryAfterSeconds: number,
  now: number = Date.now(),
): Verification {
  return {
    token: offer.token,
    email: offer.email,
    phone: offer.phone,
    mode: 'verify',
    emailResendAt: 0,
    smsResendAt: deadlineIn(retryAfterSeconds, now),
  };
}

export const verificationStore = {
  read: (): Verification | null => parseVerification(verificationStorage.get()),
  write: (state: Verification): void => verificationStorage.set(JSON.stringify(state)),
  clear: (): void => verificationStorage.clear(),
};
