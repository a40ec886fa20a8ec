import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The company's item types, for the defaults' type suggestions: the analytics' type dimension (the
 * exact facet counts, no scan of items). Asked only on a plan with analytics (every role that may
 * change the defaults may read them); the type stays free text either way.
 */
export const itemTypesQuery = (company: string) =>
  queryOptions({
    queryKey: ['analytics', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/analytics', { params: { company }, signal }),
    staleTime: 30_000,
    select: (answer) => answer.dimensions.type.entries.map((entry) => entry.label),
  });
