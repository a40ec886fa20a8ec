import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The signed-in user's passkeys with their names and dates (GET /auth/account/passkeys). */
export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'],
  queryFn: ({ signal }) => api.get('/auth/account/passkeys', undefined, signal),
});
