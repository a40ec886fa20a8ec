import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Items of the company matching the Book dialog's search (the items list's title, code and serial search), by title. */
export const bookableItemsQuery = (company: string, search: string) =>
  queryOptions({
    queryKey: ['bookings-item-search', company, search],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item', { params: { company }, query: { search, limit: 20, offset: 0, sort: 'title' }, signal }),
    staleTime: 30_000,
  });
