import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ItemBookingFilter, ItemMaintenanceFilter, ItemSort, ItemStatus } from '../../../../shared/schemas/items';
import { api, type AnswerOf } from '../api-client';

export type ItemsPage = AnswerOf<'GET', '/company/{company}/item'>;

export interface ItemsFilters {
  search?: string;
  brand?: string;
  model?: string;
  type?: string;
  serial?: string;
  status?: ItemStatus;
  responsible?: string;
  object?: string;
  location?: string;
  withPhoto?: boolean;
  /** Items held by a deactivated user (docs/inactive-users.md). */
  inactiveHolder?: boolean;
  /** Items out under a booking, or under an overdue one (docs/bookings.md). */
  booking?: ItemBookingFilter;
  /** Items whose maintenance is overdue, or due within `dueWithinDays` days (docs/maintenance.md). */
  maintenance?: ItemMaintenanceFilter;
  dueWithinDays?: number;
  /** A custom field's name; with `customsValue`, the value that field should have. */
  customs?: string;
  customsValue?: string;
}

export interface ItemsListParams {
  /** 1-based. */
  page: number;
  /** The cursor of this page (the `next` of the page before): the API then starts right after the item it names, and ignores the offset. */
  after?: string;
  pageSize: number;
  sort: ItemSort;
  filters: ItemsFilters;
}

/** The list's filters as the API's query parameters (the list and its report take the same). */
export function filtersQuery(filters: ItemsFilters) {
  return {
    search: filters.search || undefined,
    brand: filters.brand || undefined,
    model: filters.model || undefined,
    type: filters.type || undefined,
    serial: filters.serial || undefined,
    status: filters.status,
    responsible: filters.responsible || undefined,
    object: filters.object || undefined,
    location: filters.location || undefined,
    withPhoto: filters.withPhoto ? ('true' as const) : undefined,
    inactiveHolder: filters.inactiveHolder ? ('true' as const) : undefined,
    booking: filters.booking,
    maintenance: filters.maintenance,
    // The days mean something only for "due within".
    dueWithinDays: filters.maintenance === 'due_within' ? filters.dueWithinDays : undefined,
    customs: filters.customs || undefined,
    // A value means something only for a named field.
    customsValue: (filters.customs && filters.customsValue) || undefined,
  };
}

/** Every items query starts with this key: a change to any item refreshes lists, counters and cards. */
export const itemsKey = ['items'] as const;

/**
 * A page of the company's items under one sort and the spec's filters, with the total and the cursor
 * of the page that follows (`next`, null on the last page; absent from a server without cursors).
 */
export const itemsListQuery = (company: string, { page, after, pageSize, sort, filters }: ItemsListParams) =>
  queryOptions({
    queryKey: [...itemsKey, 'list', company, page, after ?? null, pageSize, sort, filters],
    queryFn: ({ signal }) =>
      api.getAt('/company/{company}/item', {
        params: { company },
        query: {
          limit: pageSize,
          // A cursor comes only from a server that reads it, so the offset is left out with it.
          ...(after ? { after } : { offset: (page - 1) * pageSize }),
          sort,
          ...filtersQuery(filters),
        },
        signal,
      }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A refused filter combination is an answer to show, not a hiccup to retry.
    retry: false,
  });
