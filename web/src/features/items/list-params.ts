import type { ItemsListParams } from '../../lib/api/list-items';
import { cursorOf } from '../../lib/list-state';
import { itemsTableStorage } from '../../lib/storage';
import { pageSizeOf } from './item-list';
import { defaultSort, type ItemsSearch } from './items-search';
import { filtersOf } from './list-state';

/**
 * The page of the list an address asks for, as the list shows it: the page size from the address or
 * the one this browser keeps, the default sort, and the cursor met earlier for that page. The route's
 * loader asks for exactly this page (routes/private.ts) while the list's code loads, so the list finds
 * it in the query cache under the same key.
 */
export function itemsListParamsOf(companyId: string, search: ItemsSearch, storedPageSize = pageSizeOf(itemsTableStorage.pageSize())): ItemsListParams {
  const page = search.page ?? 1;
  const pageSize = search.size ?? storedPageSize;
  const sort = search.sort ?? defaultSort;
  const filters = filtersOf(search);
  // The list a cursor belongs to: the same company, filters, sort and page size (the page's list state keys it alike).
  const after = cursorOf(search, { companyId, filters, sort, pageSize });
  return { page, after, pageSize, sort, filters };
}
