import type { CurrentUser } from '../../shared/schemas/users';
import type { DisableSecondFactorInput, SecondFactorSignInInput, SecondFactorStatus } from '../../shared/schemas/second-factor';
import type { Session } from '../lib/auth/sessions';
import { AppError } from '../lib/http/errors';
import { getUser, type UserRecord } from '../users/public';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { tellOwnerOfFactorChange } from './second-factor-mail';
import { endChallenge, takeChallengeAttempt } from '../lib/auth/sign-in-challenges';
import {
  disableSecondFactor,
  enableSecondFactor,
  readEnrolment,
  readSecondFactor,
  replaceRecoveryCodes,
  saveEnrolment,
  secondFactorRules,
  useRecoveryCode,
  useTotpStep,
} from './second-factor-store';
import { admitAttempt, audited, checkPasswordOf, openSession, recordFailedAttempt, recordSuccess, secondFactorMethods, sessionUser, type Caller, type Subject } from '../auth/public';
import { checkPasskeyFactor } from './passkeys';
import { matchTotp, newTotpSecret, totpUri } from './totp';

/**
 * The second factor (docs/security.md, "Second factor"): an authenticator app (TOTP) with ten
 * single-use recovery codes. Added in the settings in two calls (the secret shown, then confirmed by
 * a code); asked for at sign-in after the password or Google; turned off with the password and a code.
 * Wrong codes are counted by the sign-in guard under their own counters (`second-factor`). An
 * account's passkeys (passkeys.ts) answer the sign-in's challenge too.
 */

type FactorInput = { code?: string; recoveryCode?: string; passkey?: unknown };

const factorOf = (input: FactorInput): Subject['factor'] => (input.passkey !== undefined ? 'passkey' : input.code !== undefined ? 'totp' : 'recovery_code');

export async function secondFactorStatus(session: Session): Promise<SecondFactorStatus> {
  const factor = await readSecondFactor(session.userId);
  return {
    enabled: factor !== null,
    method: factor?.method ?? null,
    enabledAt: factor?.enabledAt ?? null,
    recoveryCodesLeft: factor?.recoveryCodes?.size ?? 0,
  };
}

/** Starts adding an app: a new secret, kept until confirmed (a new start replaces it), and its URI. */
export async function startTotpEnrolment(session: Session): Promise<{ uri: string; secret: string; expiresIn: number }> {
  const user = await sessionUser(session);
  if (user.secondFactor) throw new AppError('SecondFactorAlreadyEnabled');
  const secret = newTotpSecret();
  await saveEnrolment(user._id, secret, secondFactorRules.enrolmentSeconds);
  return { uri: totpUri(secret, user.email || user.phone || user._id), secret, expiresIn: secondFactorRules.enrolmentSeconds };
}

/** A wrong code: counted against the account and the address, then refused with `error`. */
async function refuseCode(user: UserRecord, caller: Caller, error: 'InvalidSecondFactorCode' | 'SecondFactorCodeUsed'): Promise<never> {
  await recordFailedAttempt(caller.sourceIp, user._id, 'second-factor');
  throw new AppError(error);
}

/** Turns the factor on with a code of the app for the secret shown; answers the recovery codes, this once. */
export async function confirmTotpEnrolment(session: Session, code: string, caller: Caller): Promise<{ recoveryCodes: string[] }> {
  const user = await sessionUser(session);
  return audited(caller, 'second_factor_enable', () => ({ accountId: user._id, factor: 'totp' }), async () => {
    if (user.secondFactor) throw new AppError('SecondFactorAlreadyEnabled');
    await admitAttempt(caller.sourceIp, user._id, 'second-factor');
    const secret = await readEnrolment(user._id);
    if (!secret) throw new AppError('CodeExpired');
    const step = matchTotp(secret, code, Date.now());
    if (step === null) return refuseCode(user, caller, 'InvalidSecondFactorCode');
    await recordSuccess(caller.sourceIp, user._id, 'second-factor');
    const { codes, hashes } = newRecoveryCodes(user._id);
    // The confirming code's step counts as used: it cannot open a sign-in afterwards.
    await enableSecondFactor(user._id, secret, step, hashes, new Date().toISOString());
    await tellOwnerOfFactorChange(user, 'added', caller.log);
    return { recoveryCodes: codes };
  });
}

/**
 * Checks a code of the account's factor under the sign-in guard: a TOTP code within one step of now
 * and of a step after the last one used (the same code twice is SecondFactorCodeUsed), or an unused
 * recovery code, which is used up.
 */
async function checkFactorCode(user: UserRecord, input: FactorInput, caller: Caller): Promise<void> {
  await admitAttempt(caller.sourceIp, user._id, 'second-factor');
  const factor = await readSecondFactor(user._id);
  if (!factor) throw new AppError('SecondFactorNotEnabled');
  if (input.code !== undefined) {
    const step = matchTotp(factor.secret, input.code, Date.now());
    if (step === null) return refuseCode(user, caller, 'InvalidSecondFactorCode');
    if (!(await useTotpStep(user._id, step))) return refuseCode(user, caller, 'SecondFactorCodeUsed');
  } else if (!(await useRecoveryCode(user._id, hashRecoveryCode(user._id, input.recoveryCode ?? '')))) {
    return refuseCode(user, caller, 'InvalidSecondFactorCode');
  }
  await recordSuccess(caller.sourceIp, user._id, 'second-factor');
}

/** The second step of a sign-in: the challenge and a code open the session sign-in answers otherwise. */
export async function signInSecondFactor(input: SecondFactorSignInInput, caller: Caller): Promise<{ token: string; user: CurrentUser }> {
  let subject: Subject = { factor: factorOf(input) };
  return audited(caller, 'second_factor', () => subject, async () => {
    const challenge = await takeChallengeAttempt(input.challenge, secondFactorRules.challengeAttempts);
    if (!challenge) throw new AppError('SecondFactorChallengeExpired');
    subject = { ...subject, accountId: challenge.userId };
    const user = await getUser(challenge.userId);
    // Turned off meanwhile: the password step decides again.
    if (!user || secondFactorMethods(user).length === 0) throw new AppError('SecondFactorChallengeExpired');
    if (input.passkey) await checkPasskeyFactor(user, input.passkey, challenge.method, caller);
    else await checkFactorCode(user, input, caller);
    // Two right codes sent at once: one session.
    if (!(await endChallenge(input.challenge))) throw new AppError('SecondFactorChallengeExpired');
    return openSession(user);
  });
}

/** Ten new recovery codes for the old ones, with a code of the app or one of the old codes; shown this once. */
export async function renewRecoveryCodes(session: Session, input: FactorInput, caller: Caller): Promise<{ recoveryCodes: string[] }> {
  const user = await sessionUser(session);
  return audited(caller, 'recovery_codes_renewed', () => ({ accountId: user._id, factor: factorOf(input) }), async () => {
    if (!user.secondFactor) throw new AppError('SecondFactorNotEnabled');
    await checkFactorCode(user, input, caller);
    const { codes, hashes } = newRecoveryCodes(user._id);
    await replaceRecoveryCodes(user._id, hashes);
    return { recoveryCodes: codes };
  });
}

/**
 * Turns the factor off: the current password (an account that signs in with Google only has none)
 * and a code of the app or a recovery code, both under the sign-in guard.
 */
export async function turnOffSecondFactor(session: Session, input: DisableSecondFactorInput, caller: Caller): Promise<{ ok: true }> {
  const user = await sessionUser(session);
  return audited(caller, 'second_factor_disable', () => ({ accountId: user._id, factor: factorOf(input) }), async () => {
    if (!user.secondFactor) throw new AppError('SecondFactorNotEnabled');
    if (user.passwordHash) await checkPasswordOf(user, input.password ?? '', caller);
    await checkFactorCode(user, input, caller);
    await disableSecondFactor(user._id, new Date().toISOString());
    await tellOwnerOfFactorChange(user, 'removed', caller.log);
    return { ok: true as const };
  });
}
