import * as z from 'zod';
import { normalizePhone } from '../phone';
import { countryCodeField, fieldError } from './common';
import { lazySchema } from './lazy';

// Apart from common.ts because normalizePhone brings libphonenumber's metadata (~120 KB): only the
// schemas that take a phone, and so only the functions that serve them, carry it.

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
export const phoneWithCountry = lazySchema(() =>
  z
    .object({ phone: z.string({ error: fieldError.required }).max(40), countryCode: countryCodeField.optional() })
    .transform((value, ctx) => phoneToE164(value, ctx) ?? z.NEVER),
);
