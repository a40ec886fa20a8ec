import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { RequestStatusName } from '../../../../../shared/schemas/requests';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Pager } from '../../../components/pager';
import { notify } from '../../../lib/toaster';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { requestsListQuery, type RequestsFilters, type RequestsPage } from '../api/list-requests';
import { searchSorts, searchStatuses } from '../requests-search';
import { RequestCard } from './request-card';
import '../i18n';

const noRequests: RequestsPage = { data: [], count: 0 };

interface MyOrdersProps {
  companyId: string;
  filters: RequestsFilters;
  onFiltersChange: (filters: RequestsFilters) => void;
  onOpen: (id: string) => void;
}

/** "My orders": the company's sticker orders, 10 a page, with a (debounced) search, a status filter and a sort. */
export function MyOrders({ companyId, filters, onFiltersChange, onOpen }: MyOrdersProps) {
  const { t } = useTranslation('requests');
  const list = useQuery(requestsListQuery(companyId, filters));
  const [term, setTerm] = useState(filters.search ?? '');
  const settledTerm = useDebouncedValue(term.trim());

  useEffect(() => {
    if (settledTerm !== (filters.search ?? '')) onFiltersChange({ ...filters, page: 1, search: settledTerm || undefined });
    // Only a settled new term searches; the other filters keep the term as it is.
  }, [settledTerm]);

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
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          data-testid="requests-search"
        />
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} flex="1 1 160px" bg="white">
          <NativeSelect.Field
            aria-label={t('status_label')}
            value={filters.status ?? ''}
            onChange={(event) => onFiltersChange({ ...filters, page: 1, status: (event.target.value || undefined) as RequestStatusName | undefined })}
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
            onChange={(event) => onFiltersChange({ ...filters, page: 1, sort: event.target.value as RequestsFilters['sort'] })}
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
                onClick={() => {
                  setTerm('');
                  onFiltersChange({ page: 1, sort: filters.sort });
                }}
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
          onPageChange={(next) => onFiltersChange({ ...filters, page: next })}
          testId="requests-pager"
        />
      )}
    </Stack>
  );
}
