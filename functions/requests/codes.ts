import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short order code people quote to support, e.g. R-4F7K2Q (32^6, about a billion per company). */
export function newRequestCode(): string {
  const bytes = randomBytes(6);
  return `R-${Array.from(bytes, (byte) => alphabet[byte % 32]).join('')}`;
}
