import { queryOptions } from '@tanstack/react-query';
import { defaultCountries, fallbackCountryCode } from '../../../shared/countries';
import { apiRequest, type AnswerOf } from './api-client';

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
  queryFn: (): Promise<Countries> => loadCountries(),
  staleTime: Infinity,
});

let loading: Promise<Countries> | undefined;

/**
 * The list and the visitor's country, asked once per page load: every auth screen waits for it (the
 * auth route's loader), the signed-in area's phone inputs take it from here (countriesQuery). main.tsx
 * asks at once, so the call the page preloads (index.html, web/vite.config.ts) is the one used and
 * the login form does not wait a round trip after the code has run. A failed call falls back and is
 * asked again next time.
 */
export function loadCountries(): Promise<Countries> {
  // Quiet when the network fails: the defaults stand in (spec), and a page started offline (the count
  // screen from the service worker) is not sent to the maintenance page for a list it may not need.
  loading ??= apiRequest<Countries>('GET', '/auth/countries', { offlineQuiet: true }).catch(() => {
    loading = undefined;
    return offline();
  });
  return loading;
}
