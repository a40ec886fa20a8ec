import { queryOptions } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';

export type AccessTokens = AnswerOf<'GET', '/integration'>;

export const tokensKey = ['integration-tokens'] as const;

/** The company's access tokens (never their secrets). */
export const tokensQuery = (company: string) =>
  queryOptions({
    queryKey: [...tokensKey, company],
    queryFn: ({ signal }) => api.get('/integration', undefined, signal),
  });
