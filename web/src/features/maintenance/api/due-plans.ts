import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { api, type AnswerOf } from '../../../lib/api-client';
import { localToday, type MaintenanceSearch } from '../maintenance-search';
import { maintenanceKey } from './keys';

export type DuePage = AnswerOf<'GET', '/company/{company}/maintenance/due'>;

/** A page of the company's plans by due date, filtered as the page's address says. */
export const duePlansQuery = (company: string, search: MaintenanceSearch) =>
  queryOptions({
    queryKey: [...maintenanceKey, 'due', company, search],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/maintenance/due', {
        params: { company },
        query: {
          limit: maintenanceLimits.duePageSize,
          offset: ((search.page ?? 1) - 1) * maintenanceLimits.duePageSize,
          today: localToday(),
          ...(search.show === 'overdue' ? { overdue: 'true' } : {}),
          ...(search.show === 'within' ? { within: search.days ?? 30 } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
