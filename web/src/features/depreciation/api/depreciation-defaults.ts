import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';

/**
 * The root of every item query (lib/api/list-items.ts `itemsKey`; a test holds them equal). Not imported:
 * the settings page would pull the items list's query module into the shared chunk and tie it to the
 * query chunk in a cycle (web/vite.config.ts).
 */
export const itemQueriesKey = ['items'] as const;

export type DepreciationDefaultsRequest = BodyOf<'PUT', '/company/{id}/depreciation'>;

/** The company's depreciation terms per item type. */
export const depreciationDefaultsQuery = (company: string) =>
  queryOptions({
    queryKey: ['depreciation-defaults', company],
    queryFn: ({ signal }) => api.getAt('/company/{id}/depreciation', { params: { id: company }, signal }),
  });

/**
 * Replaces the defaults; the answer becomes the cached defaults, and the items' book values (cards
 * and lists) are read again, since items without terms of their own follow them.
 */
export function useSaveDepreciationDefaults(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepreciationDefaultsRequest) => api.put('/company/{id}/depreciation', body, { params: { id: company } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(depreciationDefaultsQuery(company).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: itemQueriesKey });
    },
  });
}
