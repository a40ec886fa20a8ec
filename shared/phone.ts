import { parsePhoneNumberFromString as parseWith, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { limits } from './limits';
// The library's "min" metadata without the formats normalizePhone never uses (phone-metadata.write.ts).
import metadata from './phone-metadata.json';

const parsePhoneNumberFromString = (text: string, country?: CountryCode) =>
  country ? parseWith(text, country, metadata as MetadataJson) : parseWith(text, metadata as MetadataJson);

/**
 * Cleans a typed or pasted phone as the spec says: letters, spaces, dashes and brackets go; a leading
 * + is kept. Anything shorter than the phone check minimum (5) is treated as empty.
 */
export function cleanPhone(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  const cleaned = (trimmed.startsWith('+') ? '+' : '') + digits;
  return cleaned.length < limits.phoneMinLength ? '' : cleaned;
}

/**
 * Normalises a phone to E.164. A number starting with + carries its own country code; otherwise
 * `countryCode` (a calling code like "380" or "+380", or an alpha-2 code like "UA") supplies it.
 * Returns null when the result is not a possible phone number.
 */
export function normalizePhone(raw: string, countryCode?: string): string | null {
  const cleaned = cleanPhone(raw);
  if (!cleaned) return null;
  let parsed;
  if (cleaned.startsWith('+')) {
    parsed = parsePhoneNumberFromString(cleaned);
  } else if (countryCode && /^[A-Za-z]{2}$/.test(countryCode)) {
    parsed = parsePhoneNumberFromString(cleaned, countryCode.toUpperCase() as CountryCode);
  } else if (countryCode) {
    const calling = countryCode.replace(/\D/g, '');
    parsed = parsePhoneNumberFromString(cleaned.startsWith(calling) ? `+${cleaned}` : `+${calling}${cleaned}`);
  } else {
    parsed = parsePhoneNumberFromString(`+${cleaned}`);
  }
  return parsed?.isPossible() ? parsed.number : null;
}
