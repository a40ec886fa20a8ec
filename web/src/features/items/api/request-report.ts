import { useMutation } from '@tanstack/react-query';
import type { ItemSort } from '../../../../../shared/schemas/items';
import { api } from '../../../lib/api-client';
import { filtersQuery, type ItemsFilters } from '../../../lib/api/list-items';

export interface ReportRequest {
  email: string;
  sort: ItemSort;
  filters: ItemsFilters;
}

/** Asks for the item list report of the list as shown (its filters and sort); the file comes by e-mail. */
export function useRequestReport(company: string) {
  return useMutation({
    mutationFn: ({ email, sort, filters }: ReportRequest) =>
      api.post('/company/{company}/item/report', { email }, { params: { company }, query: { sort, ...filtersQuery(filters) } }),
  });
}
