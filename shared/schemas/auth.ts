import { z } from 'zod';
import { limits } from '../limits';
import { cleanPhone, normalizePhone } from '../phone';
import { countryCodeField, emailField, fieldError, passwordField, requiredText } from './common';
import { currentUserSchema } from './users';

export const registerBody = z
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
    const phone = normalizePhone(body.phone, body.countryCode);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldError.rule('phone') });
      return z.NEVER;
    }
    return { ...body, phone };
  })
  .meta({ id: 'RegisterBody' });
export type RegisterInput = z.output<typeof registerBody>;

export const registerAnswer = z
  .object({
    user: currentUserSchema,
    /** Short-lived token for the verification screens (resend e-mail, send SMS); not a session. */
    token: z.string(),
  })
  .meta({ id: 'RegisterAnswer' });

export const loginBody = z
  .object({
    login: z
      .string({ error: fieldError.required })
      .trim()
      .min(1, { error: fieldError.required })
      .max(254, { error: fieldError.rule('max_length') })
      .refine((value) => !/\s/.test(value), { error: fieldError.rule('no_spaces') }),
    password: z.string({ error: fieldError.required }).min(1, { error: fieldError.required }).max(limits.passwordMaxLength),
  })
  .meta({ id: 'LoginBody' });
export type LoginInput = z.output<typeof loginBody>;

export const sessionAnswer = z.object({ token: z.string(), user: currentUserSchema }).meta({ id: 'SessionAnswer' });

export const checkEmailQuery = z.object({ email: emailField });
export const checkPhoneQuery = z
  .object({ phone: z.string().max(40), countryCode: countryCodeField.optional() })
  .transform((value, ctx) => {
    const phone = normalizePhone(value.phone, value.countryCode);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: fieldError.rule('phone') });
      return z.NEVER;
    }
    return { phone };
  });
export const availabilityAnswer = z.object({ available: z.boolean() }).meta({ id: 'Availability' });

export const tokenQuery = z.object({ token: z.string().trim().min(1, { error: fieldError.required }).max(512) });
export const acceptAnswer = z.object({ email_approved: z.literal(true), email: z.string() }).meta({ id: 'AcceptAnswer' });
