import * as z from 'zod';
import { fieldError, requiredText } from './common';
import { lazySchema } from './lazy';

/**
 * The page a stranger's camera opens (docs/found-items.md): a printed label's `/q/<code>`, answered
 * to anyone. It names only the company, the item's title and the code; an unknown code answers the
 * same shape with empty texts.
 */

/** How long a finder's message and contact may be. */
export const foundLimits = { message: 1000, contact: 200 } as const;

export const foundCodeParams = lazySchema(() =>
  z.object({
    code: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(200).regex(/^[\x21-\x7e]+$/, { error: fieldError.rule('code') }),
  }),
);

export const foundAnswer = lazySchema(() =>
  z
    .object({
      /** The code as asked for. */
      code: z.string(),
      /** The name of the company whose item carries the code; "" for a code no company's item carries. */
      company: z.string(),
      /** The item's title; "" for an unknown code. */
      title: z.string(),
    })
    .meta({ id: 'FoundItem' }),
);
export type FoundAnswer = z.infer<typeof foundAnswer>;

export const foundMessageBody = lazySchema(() =>
  z
    .object({
      message: requiredText(foundLimits.message),
      /** How to reach the finder (a phone, an e-mail, anything), if they want to be reached. */
      contact: z.string().trim().max(foundLimits.contact, { error: fieldError.rule('max_length') }).optional().default(''),
    })
    .meta({ id: 'FoundMessageBody', examples: [{ message: 'Found this ladder in the car park, left it with the guard.', contact: '+380501234567' }] }),
);
export type FoundMessageInput = z.infer<typeof foundMessageBody>;

export const foundMessageAnswer = lazySchema(() => z.object({ sent: z.literal(true) }).meta({ id: 'FoundMessageSent' }));
