import * as z from 'zod';
import { isCalendarDay } from '../depreciation';
import { isEmailAddress, normalizeEmail } from '../email';
import { limits } from '../limits';
import { lazySchema } from './lazy';

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

/** Normalized to the one spelling claims use (shared/email.ts), then checked to be an address. */
export const emailField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, { error: fieldError.required })
        .refine(isEmailAddress, { error: fieldError.rule('email') }),
    ),
);

export const passwordField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .min(1, { error: fieldError.required })
    .min(limits.passwordMinLength, { error: fieldError.rule('password') })
    .max(limits.passwordMaxLength, { error: fieldError.rule('max_length') }),
);

export const countryCodeField = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4}|[A-Za-z]{2})$/, { error: fieldError.rule('country_code') }),
);

export const idField = lazySchema(() => z.string().trim().min(1).max(64));

export const errorBodySchema = lazySchema(() =>
  z
    .object({
      error: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    })
    .meta({ id: 'Error' }),
);

// Used by the routes of several domains: here, importing them brings no other domain's schemas.
export const okAnswer = lazySchema(() => z.object({ ok: z.literal(true) }).meta({ id: 'Ok' }));

export const pageQuery = (defaultLimit: number) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  });

/** Spec: digits with an optional decimal point and at most 2 decimals; parsed to whole cents, never a float. */
export const moneyField = lazySchema(() =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, { error: fieldError.rule('price') }))
    .transform((value) => {
      const [whole, fraction = ''] = value.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    }),
);

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const dayField = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldError.rule('date') })
    .refine(isCalendarDay, { error: fieldError.rule('date') }),
);
