import { queryOptions } from '@tanstack/react-query';
import type { Company } from '../../../../../shared/schemas/company';
import { api, isApiError } from '../../../lib/api-client';

/** The signed-in user's company, or null while they have none (the API answers 404 CompanyNotFound). */
export const myCompanyQuery = queryOptions({
  queryKey: ['company', 'my'],
  queryFn: async ({ signal }): Promise<Company | null> => {
    try {
      return await api.get('/company/my', undefined, signal);
    } catch (error) {
      if (isApiError(error, 'CompanyNotFound')) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});
