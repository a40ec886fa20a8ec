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
