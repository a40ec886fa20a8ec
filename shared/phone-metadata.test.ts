import { readFileSync } from 'node:fs';
import { type CountryCode, parsePhoneNumberFromString as parseFull } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { cleanPhone, normalizePhone } from './phone';
import { phoneMetadataFile, phoneMetadataText } from './phone-metadata.write';

/** normalizePhone as it was with the library's full "min" metadata, the reference for the trimmed one. */
function normalizeWithFullMetadata(raw: string, country: CountryCode): string | null {
  const cleaned = cleanPhone(raw);
  if (!cleaned) return null;
  const parsed = cleaned.startsWith('+') ? parseFull(cleaned) : parseFull(cleaned, country);
  return parsed?.isPossible() ? parsed.number : null;
}

describe('the phone metadata', () => {
  it('is the installed library\'s, without formats (else run: npx tsx shared/phone-metadata.write.ts)', () => {
    expect(readFileSync(phoneMetadataFile, 'utf8')).toBe(phoneMetadataText());
  });

  it('normalizes every country\'s numbers as the full metadata does', () => {
    const cases = Object.entries(examples as Record<string, string>).flatMap(([country, national]) => {
      const callingCode = parseFull(national, country as CountryCode)?.countryCallingCode ?? '';
      return [national, `0${national}`, national.slice(0, -1), `${national}1`, `+${callingCode}${national}`, `+${callingCode}${national}12`].map(
        (raw) => ({ country: country as CountryCode, raw }),
      );
    });
    expect(cases.length).toBeGreaterThan(1000);
    const differing = cases.filter(({ country, raw }) => normalizePhone(raw, country) !== normalizeWithFullMetadata(raw, country));
    expect(differing).toEqual([]);
  });
});
