import type { ItemBookingFilter, ItemMaintenanceFilter, ItemSort, ItemStatus } from '../../../../shared/schemas/items';
import type { ItemsFilters } from '../../lib/api/list-items';

/**
 * The items list as its address states it: filters, sort, search, page and page size, so that Back
 * from an item's card, a reload or a shared link shows the same list. The first page, the default
 * sort and the stored page size are the absent parameters.
 */
export interface ItemsSearch extends ItemsFilters {
  /** From 2 on. */
  page?: number;
  /** The cursor of this page (the `next` of the page before it): the API starts right after the item it names. */
  after?: string;
  /** Rows per page, when it is not the one this browser stores. */
  size?: number;
  sort?: ItemSort;
}

/** The list's defaults, here rather than in item-list.ts so that the initial route carries only this module. */
export const defaultSort: ItemSort = '-created';
/** Page sizes a user may choose instead of the spec's 10; the API takes up to 100. */
export const pageSizeChoices = [10, 20, 50, 100] as const;

/*
 * The route table is part of the initial route, which does not carry zod (see routes/search.ts), so
 * this reads the parameters by hand. The two lists repeat shared/schemas/items.ts; a test holds them equal.
 */
export const searchStatuses = [
  'inactive', 'decommissioned', 'in_service', 'in_transfer', 'returned_from_service', 'not_marked', 'not_distributed', 'marked',
] as const satisfies readonly ItemStatus[];
export const searchSorts = ['created', '-created', 'title', '-title', 'price', '-price', 'code', '-code', 'bookValue', '-bookValue'] as const satisfies readonly ItemSort[];
export const searchBookings = ['checked_out', 'overdue'] as const satisfies readonly ItemBookingFilter[];
export const searchMaintenance = ['overdue', 'due_within'] as const satisfies readonly ItemMaintenanceFilter[];
/** The most days "maintenance due within" takes (the API's bound). */
export const dueWithinDaysMax = 366;

function daysOf(value: unknown): number | undefined {
  const days = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(days) && days >= 0 && days <= dueWithinDaysMax ? days : undefined;
}

/** Longest values the API takes (shared/schemas/items.ts listItemsQuery); anything longer is dropped. */
const maxLength = {
  search: 120, brand: 120, model: 120, type: 120, serial: 120, customs: 60, customsValue: 300,
  responsible: 64, object: 64, location: 64, after: 500,
} as const;
type TextParam = keyof typeof maxLength;

/** The router reads `?search=123` as the number 123: a number is text here. */
function textOf(value: unknown, name: TextParam): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text !== '' && text.length <= maxLength[name] ? text : undefined;
}

/** Paging deeper than the API's largest offset (100,000) is not possible by offset either. */
const lastPage = 100_000;

function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= lastPage ? page : undefined;
}

const oneOf = <T extends string | number>(choices: readonly T[], value: unknown): T | undefined =>
  (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;

/**
 * The route's `validateSearch`: every parameter the list understands, each checked on its own; a
 * missing or invalid one falls back to its default (absent). Also normalises what the list writes.
 */
export function itemsSearch(raw: Record<string, unknown>): ItemsSearch {
  const page = pageOf(raw.page);
  const sort = oneOf(searchSorts, raw.sort);
  const size = oneOf(pageSizeChoices, typeof raw.size === 'string' ? Number(raw.size) : raw.size);
  const customs = textOf(raw.customs, 'customs');
  const maintenance = oneOf(searchMaintenance, raw.maintenance);
  const search: ItemsSearch = {
    search: textOf(raw.search, 'search'),
    brand: textOf(raw.brand, 'brand'),
    model: textOf(raw.model, 'model'),
    type: textOf(raw.type, 'type'),
    serial: textOf(raw.serial, 'serial'),
    status: oneOf(searchStatuses, raw.status),
    responsible: textOf(raw.responsible, 'responsible'),
    object: textOf(raw.object, 'object'),
    location: textOf(raw.location, 'location'),
    withPhoto: raw.withPhoto === true || raw.withPhoto === 'true' ? true : undefined,
    inactiveHolder: raw.inactiveHolder === true || raw.inactiveHolder === 'true' ? true : undefined,
    booking: oneOf(searchBookings, raw.booking),
    maintenance,
    // The days mean something only for "due within".
    dueWithinDays: maintenance === 'due_within' ? daysOf(raw.dueWithinDays) : undefined,
    customs,
    // A value means something only for a named field.
    customsValue: customs ? textOf(raw.customsValue, 'customsValue') : undefined,
    sort: sort === defaultSort ? undefined : sort,
    size,
    page,
    // The first page starts at the beginning: it has no cursor.
    after: page ? textOf(raw.after, 'after') : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as ItemsSearch;
}
