import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The company's settings, read fresh: which sections the new item form shows. */
export const companySettingsQuery = (company: string) =>
  queryOptions({
    queryKey: ['company-settings', company],
    queryFn: ({ signal }) => api.getAt('/company/{id}/settings', { params: { id: company }, signal }),
  });
