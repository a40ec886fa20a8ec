import { countryByDialPrefix, dialCodeOf } from '../../../../shared/countries';

/** Shortest international number we try to read a calling code from when it lacks the +. */
const internationalWithoutPlusLength = 11;

/**
 * Reads a pasted phone: strips letters, spaces, dashes and brackets and, when the number carries a
 * calling code of a listed country (with +, 00, or a full international length), picks that country
 * and keeps only the national part for the input.
 */
export function parsePastedPhone(text: string): { national: string; countryCode?: string } {
  const trimmed = text.trim();
  let digits = trimmed.replace(/\D/g, '');
  let international = trimmed.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international && digits.length < internationalWithoutPlusLength) return { national: digits };

  const country = countryByDialPrefix(digits);
  if (!country) return { national: digits };
  return { national: digits.slice(dialCodeOf(country).length), countryCode: country.alpha2Code };
}

/** Typed input keeps digits only; the country selector supplies the calling code. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');
