import { z } from 'zod';
import { limits } from '../limits';
import { normalizePhone } from '../phone';

/**
 * Field messages are the spec's helper-text keys (required_field, invalid_rule_{rule}); the web
 * translates them, the API returns them per field in ValidationError details.
 */
export const fieldError = {
  required: 'required_field',
  rule: (rule: string) => `invalid_rule_${rule}`,
} as const;

export const requiredText = (max: number) =>
  z
    .string({ error: fieldError.required })
    .trim()
    .min(1, { error: fieldError.required })
    .max(max, { error: fieldError.rule('max_length') });

/** Stripped of spaces and lowercased, then matched against an e-mail pattern. */
export const emailField = z
  .string({ error: fieldError.required })
  .transform((value) => value.replace(/\s/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: fieldError.required })
      .max(254, { error: fieldError.rule('email') })
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, { error: fieldError.rule('email') }),
  );

export const passwordField = z
  .string({ error: fieldError.required })
  .min(1, { error: fieldError.required })
  .min(limits.passwordMinLength, { error: fieldError.rule('password') })
  .max(limits.passwordMaxLength, { error: fieldError.rule('max_length') });

export const countryCodeField = z
  .string()
  .trim()
  .regex(/^(\+?\d{1,4}|[A-Za-z]{2})$/, { error: fieldError.rule('country_code') });

/**
 * A phone in any typed form with its country code, as E.164; on failure it adds the field issue
 * (`required_field` when nothing was typed, else `invalid_rule_phone`) and answers null.
 */
export function phoneToE164(value: { phone: string; countryCode?: string }, ctx: z.RefinementCtx): string | null {
  const phone = normalizePhone(value.phone, value.countryCode);
  if (!phone) {
    const message = value.phone.trim() ? fieldError.rule('phone') : fieldError.required;
    ctx.addIssue({ code: 'custom', path: ['phone'], message });
  }
  return phone;
}

/** A required phone with its country code; answers E.164. */
export const phoneWithCountry = z
  .object({ phone: z.string({ error: fieldError.required }).max(40), countryCode: countryCodeField.optional() })
  .transform((value, ctx) => phoneToE164(value, ctx) ?? z.NEVER);

export const idField = z.string().trim().min(1).max(64);

export const errorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });
