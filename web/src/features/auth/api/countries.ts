import { defaultCountries, fallbackCountryCode } from '../../../../../shared/countries';
import { api, type AnswerOf } from '../../../lib/api-client';

export type Countries = AnswerOf<'GET', '/auth/countries'>;
export type CountryOption = Countries['countryCodes'][number];

/** Spec: without an answer the list is the default one and the country UA. */
const offline = (): Countries => ({
  country: fallbackCountryCode,
  countryCodes: defaultCountries.map((country) => ({ ...country, callingCodes: [...country.callingCodes] })),
});

let loading: Promise<Countries> | undefined;

/**
 * The phone inputs' country list and the visitor's country, asked once per page load: every auth
 * screen waits for it (the auth route's loader). A failed call falls back and is asked again next time.
 */
export function loadCountries(): Promise<Countries> {
  loading ??= api.get('/auth/countries').catch(() => {
    loading = undefined;
    return offline();
  });
  return loading;
}
