import { roles, type Role } from '../../../shared/roles';
import type { UsersFilters } from '../features/users/api/list-users';

/**
 * Search parameters of the list pages, read by hand: the route table is part of the initial route,
 * which does not carry zod.
 */
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined;

/** A page number from 2 on; the first page is the absent parameter. */
const pageOf = (value: unknown): number | undefined => {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined;
};

const isRole = (value: unknown): value is Role => typeof value === 'string' && (roles as readonly string[]).includes(value);

export interface PageSearch {
  page?: number;
}

export interface UsersSearch extends PageSearch {
  search?: string;
  role?: Role;
  status?: UsersFilters['status'];
}

export const pageSearch = (search: Record<string, unknown>): PageSearch => ({ page: pageOf(search.page) });

export const usersSearch = (search: Record<string, unknown>): UsersSearch => ({
  page: pageOf(search.page),
  search: optionalText(search.search),
  role: isRole(search.role) ? search.role : undefined,
  status: search.status === 'active' || search.status === 'inactive' ? search.status : undefined,
});

/** The users list's query for an address: the route's loader asks for it and the page shows it. */
export const usersFiltersOf = (search: UsersSearch): UsersFilters => ({ page: search.page ?? 1, search: search.search, role: search.role, status: search.status });
