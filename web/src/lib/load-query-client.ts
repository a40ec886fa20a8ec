import type { QueryClient } from '@tanstack/react-query';

/**
 * The query cache, loaded on demand: react-query (~10 KB gzip) stays off the signed-out initial
 * route and arrives with the first screen that needs it.
 */
export const loadQueryClient = (): Promise<QueryClient> => import('./query-client').then((module) => module.queryClient);
