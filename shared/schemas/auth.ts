import * as z from 'zod';
import { limits } from '../limits';
import { cleanPhone } from '../phone';
import { countryCodeField, emailField, fieldError, passwordField, requiredText } from './common';
import { phoneToE164, phoneWithCountry } from './phone';
import { roles } from '../roles';
import { currentUserSchema } from './users';
import { lazySchema } from './lazy';

export const registerBody = lazySchema(() =>
  z
    .object({
      firstName: requiredText(limits.nameMaxLength),
      email: emailField,
      password: passwordField,
      phone: z.string().max(40).optional().default(''),
      countryCode: countryCodeField.optional(),
      referer: z.string().trim().max(500).optional(),
    })
    .transform((body, ctx) => {
      // Spec: on registration the phone is stripped of dashes and spaces, and is empty below 5 characters.
      if (!cleanPhone(body.phone)) return { ...body, phone: null };
      const phone = phoneToE164(body, ctx);
      return phone ? { ...body, phone } : z.NEVER;
    })
    .meta({ id: 'RegisterBody' }),
);
export type RegisterInput = z.output<typeof registerBody>;

export const registerAnswer = lazySchema(() =>
  z
    .object({
      user: currentUserSchema,
      /** Short-lived token for the verification screens (resend e-mail, send SMS); not a session. */
      token: z.string(),
    })
    .meta({ id: 'RegisterAnswer' }),
);

export const loginBody = lazySchema(() =>
  z
    .object({
      login: z
        .string({ error: fieldError.required })
        .trim()
        .min(1, { error: fieldError.required })
        .max(254, { error: fieldError.rule('max_length') })
        .refine((value) => !/\s/.test(value), { error: fieldError.rule('no_spaces') }),
      password: z.string({ error: fieldError.required }).min(1, { error: fieldError.required }).max(limits.passwordMaxLength),
    })
    .meta({ id: 'LoginBody' }),
);
export type LoginInput = z.output<typeof loginBody>;

/**
 * The `details` of an unconfirmed sign-in (EmailUnApproved, PhoneUnApproved, AccountNotVerified),
 * answered only once the password is proven: what the sign-in screen needs to send the confirmation
 * again. `token` is a verification token (as register answers: it opens POST /auth/{token}/send_email,
 * /auth/send_sms and /auth/verify/phone, never a session); `resend` lists what can be sent: the
 * e-mail link while the e-mail is unconfirmed, an SMS code while a phone is set and unconfirmed.
 * The contacts are the account's own, which its password holder may know (docs/decisions.md).
 */
export interface UnconfirmedLoginDetails {
  via: 'email' | 'phone';
  token: string;
  email: string;
  phone: string | null;
  resend: ('email' | 'sms')[];
}

export const sessionAnswer = lazySchema(() => z.object({ token: z.string(), user: currentUserSchema }).meta({ id: 'SessionAnswer' }));

export const checkEmailQuery = lazySchema(() => z.object({ email: emailField }));
export const checkPhoneQuery = lazySchema(() => phoneWithCountry.transform((phone) => ({ phone })));
export const availabilityAnswer = lazySchema(() => z.object({ available: z.boolean() }).meta({ id: 'Availability' }));

export const tokenQuery = lazySchema(() => z.object({ token: z.string().trim().min(1, { error: fieldError.required }).max(512) }));
export const acceptAnswer = lazySchema(() => z.object({ email_approved: z.literal(true), email: z.string() }).meta({ id: 'AcceptAnswer' }));

/** A 5-digit numeric code (phone verification, password reset by SMS). */
export const codeField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .trim()
    .regex(new RegExp(`^\\d{${limits.verificationCodeLength}}$`), { error: fieldError.rule('code') }),
);

/** The short-lived token that register answers, used by the verification screens. */
const verificationTokenField = lazySchema(() => z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(2048));

export const verificationTokenParams = lazySchema(() => z.object({ token: verificationTokenField }));

/** An e-mail, or a phone when it starts with + (spec: emailOrPhone). */
export const forgotBody = lazySchema(() =>
  z
    .object({ key: loginBody.shape.login })
    .meta({ id: 'ForgotBody' }),
);
export type ForgotInput = z.output<typeof forgotBody>;
export const forgotAnswer = lazySchema(() =>
  z
    .object({ sent: z.enum(['email', 'sms']), retryAfter: z.number().int() })
    .meta({ id: 'ForgotAnswer' }),
);

export const resetPasswordBody = lazySchema(() =>
  z
    .union([
      z.object({ token: z.string().trim().min(1, { error: fieldError.required }).max(512), password: passwordField }),
      z.object({ phone: z.string().trim().startsWith('+', { error: fieldError.rule('phone') }).max(40), code: codeField, password: passwordField }),
    ])
    .meta({ id: 'ResetPasswordBody' }),
);
export type ResetPasswordInput = z.output<typeof resetPasswordBody>;

export const sendSmsBody = lazySchema(() =>
  z
    .object({ token: verificationTokenField, phone: z.string().max(40), countryCode: countryCodeField.optional() })
    .transform((value, ctx) => {
      const phone = phoneToE164(value, ctx);
      return phone ? { token: value.token, phone } : z.NEVER;
    })
    .meta({ id: 'SendSmsBody' }),
);
export type SendSmsInput = z.output<typeof sendSmsBody>;
export const sentAnswer = lazySchema(() =>
  z
    .object({ sent: z.literal(true), retryAfter: z.number().int() })
    .meta({ id: 'SentAnswer' }),
);

export const verifyPhoneBody = lazySchema(() => z.object({ token: verificationTokenField, code: codeField }).meta({ id: 'VerifyPhoneBody' }));
export type VerifyPhoneInput = z.output<typeof verifyPhoneBody>;
export const verifyPhoneAnswer = lazySchema(() =>
  z
    .object({ phone_approved: z.literal(true), phone: z.string() })
    .meta({ id: 'VerifyPhoneAnswer' }),
);

export const invitationAnswer = lazySchema(() =>
  z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      role: z.enum(roles),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .meta({ id: 'Invitation' }),
);
export const finishBody = lazySchema(() => z.object({ password: passwordField }).meta({ id: 'FinishBody' }));

export const checkPasswordBody = lazySchema(() =>
  z.object({ password: z.string({ error: fieldError.required }).min(1, { error: fieldError.required }).max(limits.passwordMaxLength) }).meta({ id: 'CheckPasswordBody' }),
);
export const changePasswordBody = lazySchema(() =>
  z
    .object({ password: checkPasswordBody.shape.password, newPassword: passwordField })
    .meta({ id: 'ChangePasswordBody' }),
);
export type ChangePasswordInput = z.output<typeof changePasswordBody>;

export const googleBody = lazySchema(() =>
  z
    .object({ token: z.string().trim().min(1, { error: fieldError.required }).max(4096), referer: z.string().trim().max(500).optional() })
    .meta({ id: 'GoogleBody' }),
);

export const pushTokenBody = lazySchema(() =>
  z
    .object({ token: z.string().trim().min(1, { error: fieldError.required }).max(4096) })
    .meta({ id: 'PushTokenBody' }),
);

export const countriesAnswer = lazySchema(() =>
  z
    .object({
      country: z.string(),
      countryCodes: z.array(
        z.object({ name: z.string(), alpha2Code: z.string(), callingCodes: z.array(z.string()), flag: z.string() }),
      ),
    })
    .meta({ id: 'Countries' }),
);
