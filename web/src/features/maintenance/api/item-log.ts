import { queryOptions } from '@tanstack/react-query';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { api } from '../../../lib/api-client';
import { maintenanceKey } from './keys';

/** An item's recorded maintenance, newest first, a page at a time. */
export const itemLogQuery = (company: string, itemId: string, page: number) =>
  queryOptions({
    queryKey: [...maintenanceKey, 'log', company, itemId, page],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/maintenance/items/{id}/log', {
        params: { company, id: itemId },
        query: { limit: maintenanceLimits.logPageSize, offset: (page - 1) * maintenanceLimits.logPageSize },
        signal,
      }),
  });
