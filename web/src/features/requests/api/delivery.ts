import { api, type AnswerOf } from '../../../lib/api-client';

/*
 * The postal service's directory through our API (Nova Poshta, answers cached server-side). Each
 * lookup is what the lookup field queries for the text typed so far.
 */
export type DeliveryCity = AnswerOf<'GET', '/request/delivery/cities'>['data'][number];
export type DeliveryBranch = AnswerOf<'GET', '/request/delivery/endpoints'>['data'][number];
export type DeliveryStreet = AnswerOf<'GET', '/request/delivery/streets'>['data'][number];

export interface DeliveryLookup<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<{ data: T[] }>;
  /** Cities and streets need some text; a city's branches are listed before any. */
  enabled: boolean;
}

const deliveryKey = ['request-delivery'] as const;

export const citiesLookup = (search: string): DeliveryLookup<DeliveryCity> => ({
  queryKey: [...deliveryKey, 'cities', search],
  queryFn: ({ signal }) => api.get('/request/delivery/cities', { search }, signal),
  enabled: search !== '',
});

/** Branches by the branch directory's city ref. */
export const branchesLookup = (cityRef: string | null, search: string): DeliveryLookup<DeliveryBranch> => ({
  queryKey: [...deliveryKey, 'endpoints', cityRef, search],
  queryFn: ({ signal }) => api.get('/request/delivery/endpoints', { city: cityRef ?? '', search: search || undefined }, signal),
  enabled: Boolean(cityRef),
});

/** Streets by the settlement ref. */
export const streetsLookup = (settlementRef: string | null, search: string): DeliveryLookup<DeliveryStreet> => ({
  queryKey: [...deliveryKey, 'streets', settlementRef, search],
  queryFn: ({ signal }) => api.get('/request/delivery/streets', { city: settlementRef ?? '', search }, signal),
  enabled: Boolean(settlementRef) && search !== '',
});
