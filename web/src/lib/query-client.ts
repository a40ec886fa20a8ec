import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Client errors (4xx) are answers, not outages: retrying them only repeats the same answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. This module (and react-query with it) is loaded only by the screens
 * that read server state through the cache: the signed-in area, register and approve. The login
 * screen reaches it through `loadQueryClient` once a sign-in succeeds.
 */
export const queryClient = createQueryClient();
