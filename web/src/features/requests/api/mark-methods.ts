import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/i18n/languages';
import { api, type AnswerOf } from '../../../lib/api-client';

export type MarkMethods = AnswerOf<'GET', '/request/mark-methods'>;
export type MarkMethod = MarkMethods['data'][number];

/** The sticker and seal types with their prices, titled in the interface language; the catalogue changes only with a release. */
export const markMethodsQuery = (language: Language) =>
  queryOptions({
    queryKey: ['request-mark-methods', language],
    queryFn: ({ signal }) => api.get('/request/mark-methods', { lang: language }, signal),
    staleTime: 60 * 60_000,
  });
