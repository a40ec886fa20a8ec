import * as z from 'zod';
import { limits } from '../limits';
import { fieldError } from './common';
import { lazySchema } from './lazy';
import { passkeyAssertion } from './passkeys';

/**
 * The second factor (issue 27, docs/security.md "Second factor"): a TOTP authenticator app
 * (RFC 6238, 6 digits every 30 s) with ten single-use recovery codes.
 */

/** A code of the authenticator app; spaces are dropped (apps show "123 456"). */
export const totpCodeField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${limits.totpDigits}}$`), { error: fieldError.rule('code') })),
);

/** A recovery code as printed (XXXXX-XXXXX) or typed loosely: case, spaces and dashes do not matter. */
export const recoveryCodeField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .max(64, { error: fieldError.rule('code') })
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{${limits.recoveryCodeLength}}$`), { error: fieldError.rule('code') })),
);

/** Either the app's code or a recovery code. */
const secondFactorCode = {
  code: totpCodeField.optional(),
  recoveryCode: recoveryCodeField.optional(),
};

function oneCode(value: { code?: string; recoveryCode?: string; passkey?: unknown }, ctx: z.RefinementCtx): void {
  const given = [value.code, value.recoveryCode, value.passkey].filter((answer) => answer !== undefined).length;
  if (given !== 1) ctx.addIssue({ code: 'custom', path: ['code'], message: fieldError.required });
}

/** What password and Google sign-in answer lives in ./sign-in-answer (the auth function bundles that alone). */
export { secondFactorChallengeAnswer, signInAnswer, type SecondFactorChallenge } from './sign-in-answer';

export const secondFactorSignInBody = lazySchema(() =>
  z
    .object({
      challenge: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(256),
      ...secondFactorCode,
      /** Instead of a code: an assertion of one of the account's passkeys, for options of POST /auth/login/second-factor/passkey-options. */
      passkey: passkeyAssertion.optional(),
    })
    .superRefine(oneCode)
    .meta({ id: 'SecondFactorSignInBody' }),
);
export type SecondFactorSignInInput = z.output<typeof secondFactorSignInBody>;

export const secondFactorStatus = lazySchema(() =>
  z
    .object({
      enabled: z.boolean(),
      method: z.enum(['totp']).nullable(),
      enabledAt: z.string().nullable(),
      recoveryCodesLeft: z.number().int(),
    })
    .meta({ id: 'SecondFactorStatus' }),
);
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

export const totpEnrolmentAnswer = lazySchema(() =>
  z
    .object({
      /** otpauth://totp/... for the QR code. */
      uri: z.string(),
      /** The same secret in base32, to type by hand; never answered again once enrolment is confirmed. */
      secret: z.string(),
      /** Seconds the enrolment waits for its confirmation. */
      expiresIn: z.number().int(),
    })
    .meta({ id: 'TotpEnrolment' }),
);

export const totpConfirmBody = lazySchema(() => z.object({ code: totpCodeField }).meta({ id: 'TotpConfirmBody' }));

export const recoveryCodesAnswer = lazySchema(() =>
  z
    .object({ recoveryCodes: z.array(z.string()) })
    .meta({ id: 'RecoveryCodes' }),
);

/** A code of the app or a recovery code, to make a new set of recovery codes. */
export const recoveryCodesBody = lazySchema(() => z.object(secondFactorCode).superRefine(oneCode).meta({ id: 'RecoveryCodesBody' }));
export type RecoveryCodesInput = z.output<typeof recoveryCodesBody>;

export const disableSecondFactorBody = lazySchema(() =>
  z
    .object({
      /** Required of an account with a password; a Google-only account has none. */
      password: z.string().max(limits.passwordMaxLength).optional(),
      ...secondFactorCode,
    })
    .superRefine(oneCode)
    .meta({ id: 'DisableSecondFactorBody' }),
);
export type DisableSecondFactorInput = z.output<typeof disableSecondFactorBody>;
