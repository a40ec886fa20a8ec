import { dialCodeOf, type Country } from '../../../shared/countries';

/** The parts of a phone input: national digits, and the alpha-2 code of the country selector. */
export interface PhoneParts {
  phone: string;
  countryCode: string;
}

type CountryLike = Country;

/** Shortest international number we read a calling code from when it lacks the + or 00. */
const internationalWithoutPlusLength = 11;

/** The listed country whose calling code starts the digits, the longest code first (+77 KZ, +79 RU). */
function countryByPrefix<C extends CountryLike>(digits: string, countries: readonly C[]): C | undefined {
  let best: { country: C; length: number } | undefined;
  for (const country of countries) {
    for (const code of country.callingCodes) {
      if (digits.startsWith(code) && code.length > (best?.length ?? 0)) best = { country, length: code.length };
    }
  }
  return best?.country;
}

/** Typed input keeps digits only; the country selector supplies the calling code. */
export const phoneDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * Spec: a pasted number is stripped of letters, spaces and dashes, and when it carries the calling
 * code of a listed country (with +, 00, or at a full international length) that country is chosen.
 */
export function readPastedPhone(text: string, countries: readonly CountryLike[]): { phone: string; countryCode?: string } {
  const trimmed = text.trim();
  let digits = phoneDigits(trimmed);
  let international = trimmed.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (!international && digits.length < internationalWithoutPlusLength) return { phone: digits };
  const country = countryByPrefix(digits, countries);
  if (!country) return { phone: digits };
  return { phone: digits.slice(dialCodeOf(country).length), countryCode: country.alpha2Code };
}

/**
 * A stored phone (E.164) for the inputs: the stored country when its calling code starts the
 * number, else the listed country the number's code names, else the number as it is with `fallback`.
 */
export function phoneParts(stored: string | null, storedCountry: string | null, countries: readonly CountryLike[], fallback: string): PhoneParts {
  const known = countries.find((country) => country.alpha2Code === storedCountry?.toUpperCase());
  if (!stored) return { phone: '', countryCode: known?.alpha2Code ?? fallback };
  const digits = phoneDigits(stored);
  const country =
    known && known.callingCodes.some((code) => digits.startsWith(code)) ? known : countryByPrefix(digits, countries);
  if (!country) return { phone: digits, countryCode: known?.alpha2Code ?? fallback };
  return { phone: digits.slice(dialCodeOf(country).length), countryCode: country.alpha2Code };
}
