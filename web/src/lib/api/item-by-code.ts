import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../api-client';

/** The item a scanned code marks, or null when no item of the company has the code yet. */
export const itemByCodeQuery = (company: string, code: string) =>
  queryOptions({
    queryKey: ['items', company, 'code', code],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/item/{code}/by-code', { params: { company, code }, signal }).catch((error: unknown) => {
        if (isApiError(error, 'NotFound')) return null;
        throw error;
      }),
    retry: false,
  });
