import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import type { UserStatusFilter } from '../../../../../shared/schemas/company-users';
import { api, type AnswerOf } from '../../../lib/api-client';

export type UsersPage = AnswerOf<'GET', '/company/{company}/user'>;

export interface UsersFilters {
  /** 1-based. */
  page: number;
  search?: string;
  role?: Role;
  /** Everyone (absent), the active or the inactive users. */
  status?: Exclude<UserStatusFilter, 'all'>;
}

/** Every users query starts with this key: a change to any user refreshes them all. */
export const usersKey = ['company-users'] as const;

/** A page of the company's users (10 a page), searched and filtered by role and status. */
export const usersListQuery = (company: string, filters: UsersFilters, pageSize: number = limits.pageSize.users) =>
  queryOptions({
    queryKey: [...usersKey, 'list', company, filters, pageSize],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/user', {
        params: { company },
        query: { limit: pageSize, offset: (filters.page - 1) * pageSize, search: filters.search || undefined, role: filters.role, status: filters.status },
        signal,
      }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
