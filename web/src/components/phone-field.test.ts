import { describe, expect, it } from 'vitest';
import { defaultCountries } from '../../../shared/countries';
import { countryCodeLabel, countryOptionLabel } from './phone-field';

/** Regional-indicator letters: the halves of emoji flags, boxes where no emoji font has them. */
const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u;

const countries = defaultCountries.map((country) => ({ ...country, callingCodes: [...country.callingCodes] }));
const ukraine = countries.find((country) => country.alpha2Code === 'UA')!;
const kazakhstan = countries.find((country) => country.alpha2Code === 'KZ')!;

describe('the phone field country selector', () => {
  it('names a country by its ISO code and calling code, never an emoji flag', () => {
    expect(countryCodeLabel(ukraine)).toBe('UA +380');
    expect(countryOptionLabel(ukraine, 'Україна')).toBe('UA +380 — Україна');
    // Kazakhstan's +76 / +77 share +7 with Russia.
    expect(countryCodeLabel(kazakhstan)).toBe('KZ +7');
    for (const country of countries) {
      expect(countryOptionLabel(country, country.name), country.alpha2Code).not.toMatch(regionalIndicator);
      expect(countryCodeLabel(country), country.alpha2Code).toMatch(/^[A-Z]{2} \+\d{1,3}$/);
    }
  });

  it('keeps the closed label short enough for its box on a 390 px phone', () => {
    // 118 px: 12 px before, 32 px for the arrow, about 70 px of text at 14 px.
    for (const country of countries) expect(countryCodeLabel(country).length, country.alpha2Code).toBeLessThanOrEqual(7);
  });
});
