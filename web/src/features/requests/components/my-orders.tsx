import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { RequestStatusName } from '../../../../../shared/schemas/requests';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Pager } from '../../../components/pager';
import { notify } from '../../../lib/toaster';
import { useListState } from '../../../lib/use-list-state';
import { requestsListQuery, type RequestsFilters, type RequestsPage } from '../api/list-requests';
import { requestsSearch, searchSorts, searchStatuses, type RequestsSearch } from '../requests-search';
import { RequestCard } from './request-card';
import '../i18n';

const noRequests: RequestsPage = { data: [], count: 0 };
const textFields = ['search'] as const;
// What My orders writes keeps its tab open.
const ordersSearch = (next: RequestsSearch): RequestsSearch => requestsSearch({ ...next, tab: 'orders' });

interface MyOrdersProps {
  companyId: string;
  /** The shop's address: My orders' page, search, status and sort are in it. */
  search: RequestsSearch;
  onSearchChange: (next: RequestsSearch, options: { replace: boolean }) => void;
  onOpen: (id: string) => void;
}

/** "My orders": the company's sticker orders, 10 a page, with a (debounced) search, a status filter and a sort. */
export function MyOrders({ companyId, search, onSearchChange, onOpen }: MyOrdersProps) {
  const { t } = useTranslation('requests');
  const { page: pageNumber, text, type, changeFilters, changePage, clear } = useListState({ search, onSearchChange, normalize: ordersSearch, textFields });
  const filters: RequestsFilters = { page: pageNumber, search: search.search, status: search.status, sort: search.sort };
  const list = useQuery(requestsListQuery(companyId, filters));

  // Spec: a failed list fetch falls back to empty data, and says so once.
  useEffect(() => {
    if (list.isError) notify.error(t('error_list'));
  }, [list.isError, list.errorUpdatedAt, t]);

  const page = list.isError ? noRequests : (list.data ?? noRequests);
  const filtered = Boolean(filters.search || filters.status);

  return (
    <Stack gap="4" data-testid="my-orders">
      <Flex gap="3" wrap="wrap">
        <Input
          flex="1 1 240px"
          minW="0"
          bg="white"
          type="search"
          maxLength={100}
          placeholder={t('search_placeholder')}
          aria-label={t('search_label')}
          value={text.search}
          onChange={(event) => type('search', event.target.value)}
          data-testid="requests-search"
        />
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} flex="1 1 160px" bg="white">
          <NativeSelect.Field
            aria-label={t('status_label')}
            value={filters.status ?? ''}
            onChange={(event) => changeFilters({ status: (event.target.value || undefined) as RequestStatusName | undefined })}
            data-testid="requests-status-filter"
          >
            <option value="">{t('status_all')}</option>
            {searchStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} flex="1 1 160px" bg="white">
          <NativeSelect.Field
            aria-label={t('sort_label')}
            value={filters.sort ?? '-createdAt'}
            onChange={(event) => changeFilters({ sort: event.target.value as RequestsSearch['sort'] })}
            data-testid="requests-sort"
          >
            {searchSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      {list.isPending ? (
        <ListSkeleton rows={3} testId="requests-skeleton" />
      ) : page.data.length === 0 ? (
        <EmptyState
          title={filtered ? t('orders_nothing_found') : t('orders_empty')}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() => clear({ sort: search.sort })}
                data-testid="requests-clear-filters"
              >
                {t('clear_filters')}
              </Button>
            ) : null
          }
          testId="requests-empty"
        />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3" aria-busy={list.isFetching} data-testid="requests-list">
          {page.data.map((request) => (
            <RequestCard key={request._id} request={request} onOpen={() => onOpen(request._id)} />
          ))}
        </SimpleGrid>
      )}

      {list.isPending ? null : (
        <Pager
          page={filters.page}
          pageSize={limits.pageSize.stickerOrders}
          total={page.count}
          onPageChange={changePage}
          testId="requests-pager"
        />
      )}
    </Stack>
  );
}
