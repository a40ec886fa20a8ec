import { itemDetailQuery } from '../features/items/api/item-detail';
import type { ItemsSearch } from '../features/items/items-search';
import { itemsListParamsOf } from '../features/items/list-params';
import { unreadCountQuery } from '../features/notifications/api/notifications';
import { stocktakingDetailQuery } from '../features/stocktaking/api/stocktaking-detail';
import { stocktakingListQuery } from '../features/stocktaking/api/stocktaking-list';
import type { StocktakingSearch } from '../features/stocktaking/stocktaking-search';
import { usersListQuery } from '../features/users/api/list-users';
import { planHas, plans } from '../../../shared/plans';
import type { Company } from '../../../shared/schemas/company';
import { itemsListQuery } from '../lib/api/list-items';
import { usersFiltersOf, type UsersSearch } from './search';

/**
 * The queries the signed-in pages' loaders start (routes/private.ts), the same ones the pages read.
 * Loaded with the query cache (react-query and these modules stay off the signed-out initial route),
 * in one chunk with it (web/vite.config.ts, group "query").
 */
export const pageQueries = {
  /** The bell's unread count, on every signed-in page. */
  unreadCount: () => unreadCountQuery,
  itemsList: (company: string, search: ItemsSearch) => itemsListQuery(company, itemsListParamsOf(company, search)),
  itemDetail: itemDetailQuery,
  usersList: (company: string, search: UsersSearch) => usersListQuery(company, usersFiltersOf(search)),
  stocktakingList: (company: string, search: StocktakingSearch) => stocktakingListQuery(company, search),
  stocktakingDetail: stocktakingDetailQuery,
  /** The stocktaking pages ask nothing on a plan without stocktaking. */
  stocktakingAllowed: (company: Company) => planHas(plans[company.effectivePlan], 'stocktaking'),
};

export type PageQueries = typeof pageQueries;
