import { queryOptions } from '@tanstack/react-query';
import { defaultCountries, fallbackCountryCode } from '../../../shared/countries';
import { api, type AnswerOf } from './api-client';

export type Countries = AnswerOf<'GET', '/auth/countries'>;
export type CountryOption = Countries['countryCodes'][number];

/** Spec: without an answer the list is the default one and the country UA. */
const offline = (): Countries => ({
  country: fallbackCountryCode,
  countryCodes: defaultCountries.map((country) => ({ ...country, callingCodes: [...country.callingCodes] })),
});

/**
 * The country list of the signed-in area's phone inputs and the user's own country (the default
 * choice). It does not change while the page lives; a failed call gives the spec's defaults.
 */
export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }): Promise<Countries> => api.get('/auth/countries', undefined, signal).catch(offline),
  staleTime: Infinity,
});

let loading: Promise<Countries> | undefined;

/**
 * The same list and the visitor's country for the auth screens, asked once per page load: every auth
 * screen waits for it (the auth route's loader). A failed call falls back and is asked again next time.
 */
export function loadCountries(): Promise<Countries> {
  loading ??= api.get('/auth/countries').catch(() => {
    loading = undefined;
    return offline();
  });
  return loading;
}
