import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Confirming spends the link's one-time token: never retried, never refetched, and never aborted
 * (an aborted call may already have spent the token on the server, and the repeat would then fail;
 * React's strict mode unmounts and remounts, which would abort a call that took the signal).
 */
export const acceptEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'accept', token],
    queryFn: () => api.get('/auth/accept', { token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
