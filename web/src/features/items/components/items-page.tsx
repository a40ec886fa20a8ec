import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuAccess } from '../../../../../shared/permissions';
import type { Role } from '../../../../../shared/roles';
import { EmptyState } from '../../../components/empty-state';
import { FiltersSheet } from '../../../components/filters-sheet';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { isApiError } from '../../../lib/api-client';
import { itemsListQuery, type ItemsPage as ItemsPageData } from '../../../lib/api/list-items';
import { mayUse } from '../../../lib/item-access';
import { itemsTableStorage } from '../../../lib/storage';
import { notify } from '../../../lib/toaster';
import { useListState } from '../../../lib/use-list-state';
import { itemsListParamsOf } from '../list-params';
import { itemsSearch, type ItemsSearch } from '../items-search';
import { lastListSearch, textFilters } from '../list-state';
import { pickedMax, selectionListKey } from '../selection';
import { useItemsSelection } from '../use-items-selection';
import {
  columnsOf,
  hiddenColumnsOf,
  nextSort,
  pageSizeChoices,
  pageSizeOf,
  type SortField,
} from '../item-list';
import { BulkBar } from './bulk/bulk-bar';
import { SelectionStrip } from './bulk/selection-strip';
import { ColumnSettingsDialog } from './column-settings-dialog';
import { ItemsOverview } from './items-overview';
import { ReportButton } from './report-button';
import { ItemsFilters } from './items-filters';
import { ItemCards } from './item-cards';
import { ItemsTable } from './items-table';
import '../i18n';
import { LabelsActions } from '../../labels/components/labels-actions';

const noItems: ItemsPageData = { data: [], count: 0 };

interface ItemsPageProps {
  role: Role;
  companyId: string;
  currency: string;
  /** The plan's features this screen depends on; without `customFields`, no filters by custom fields. */
  features: { objects: boolean; columns: boolean; customFields?: boolean; reports?: boolean; maintenance?: boolean };
  /** The signed-in user's e-mail: where the list report goes unless they type another. */
  email: string;
  /** The list as the address states it (see items-search.ts). */
  search: ItemsSearch;
  /** A new state of the list; `replace` for typing, which should not leave a history entry per keystroke. */
  onSearchChange: (next: ItemsSearch, options: { replace: boolean }) => void;
}

/**
 * Spec: the dashboard (counters and last operations; folded on a phone), then the items: filters, sortable columns,
 * paging and column settings. The list's state lives in the address, so Back from a card returns to it.
 */
export function ItemsPage({ role, companyId, currency, features, email, search, onSearchChange }: ItemsPageProps) {
  const { t } = useTranslation('items');
  const [storedPageSize, setStoredPageSize] = useState(() => pageSizeOf(itemsTableStorage.pageSize()));
  const [hidden, setHidden] = useState(() => hiddenColumnsOf(itemsTableStorage.hiddenColumns()));
  const [columnsOpen, setColumnsOpen] = useState(false);
  // The page the route's loader asked for already (list-params.ts): the same parameters, so the same query.
  const params = itemsListParamsOf(companyId, search, storedPageSize);
  const { page, pageSize, sort, filters } = params;
  // The list a cursor belongs to: the same company, filters, sort and page size.
  const listKey = { companyId, filters, sort, pageSize };
  const list = useQuery(itemsListQuery(companyId, params));

  // A cursor the server no longer takes (an old address, another sort) gives way to paging by offset.
  const staleCursor = isApiError(list.error, 'ValidationError') && Boolean(list.error.fieldErrors.after);
  const { text, type: typeText, changeFilters: change, changePage, clear } = useListState({
    search,
    onSearchChange,
    normalize: (next) => itemsSearch({ ...next }),
    textFields: textFilters,
    paging: { list: listKey, next: list.data?.next, nextIsCurrent: !list.isPlaceholderData, staleCursor },
  });
  // Remembered for the card's "Back to items" link.
  useEffect(() => lastListSearch.set(companyId, search), [companyId, search]);

  // Spec: a failed list fetch falls back to empty data, and says so once.
  useEffect(() => {
    if (list.isError && !staleCursor) notify.error(t('table_error', { ns: 'ui' }));
  }, [list.isError, list.errorUpdatedAt, staleCursor, t]);

  const data = list.isError ? noItems : (list.data ?? noItems);
  // The selection belongs to this list: new filters or a new search start it again; paging keeps it.
  const selection = useItemsSelection(
    selectionListKey(companyId, filters),
    data.data.map((item) => item._id),
    data.count,
    () => notify.warning(t('bulk.picked_max', { max: pickedMax })),
  );
  // Importing is for the roles that may upload a file (shared/routes/imports.ts), as the menu's Import entry.
  const mayImport = menuAccess.items_import.includes(role);
  // Columns hidden on a plan that had custom columns show again on one without them: nothing could bring them back.
  const shown = columnsOf({ maintenance: features.maintenance ?? false }).filter((column) => !features.columns || !hidden.includes(column));
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const changeSort = (field: SortField) => change({ sort: nextSort(sort, field) });
  const clearFilters = () => clear({ sort: search.sort, size: search.size });
  const filtersIn = (layout: 'row' | 'column') => (
    <ItemsFilters companyId={companyId} features={features} search={search} text={text} onType={typeText} onChange={change} onClear={clearFilters} layout={layout} />
  );

  return (
    <Page title={t('title')} testId="items-page">
      <ItemsOverview companyId={companyId} currency={currency} />

      <Flex gap="3" wrap="wrap" align="center">
        <Input
          flex="1"
          minW={{ base: 'full', sm: '240px' }}
          maxW={{ base: 'full', sm: '360px' }}
          bg="white"
          type="search"
          maxLength={120}
          placeholder={t('search_placeholder')}
          aria-label={t('search_label')}
          value={text.search}
          onChange={(event) => typeText('search', event.target.value)}
          data-testid="items-search"
        />
        <Box flex="1" hideBelow="sm" />
        <Box hideFrom="lg">
          <FiltersSheet active={Object.entries(filters).filter(([name, value]) => value !== undefined && name !== 'dueWithinDays').length} testId="items-filters">
            {filtersIn('column')}
          </FiltersSheet>
        </Box>
        <ReportButton role={role} companyId={companyId} allowed={features.reports ?? false} email={email} sort={sort} filters={filters} />
        <LabelsActions companyId={companyId} role={role} />
        {/* Columns are the table's (a phone shows cards), and the plan's with custom columns. */}
        {features.columns ? (
          <Button variant="outline" hideBelow="lg" onClick={() => setColumnsOpen(true)} data-testid="items-columns">
            {t('columns_settings')}
          </Button>
        ) : null}
        {mayImport ? (
          <Button asChild variant="outline" data-testid="items-import" data-tour="items-datafiles">
            <RouterLink to="/items/datafiles">{t('import')}</RouterLink>
          </Button>
        ) : null}
        {mayUse(role, 'create') ? (
          <Button asChild colorPalette="brand" data-testid="items-create">
            <RouterLink to="/items/create">{t('create')}</RouterLink>
          </Button>
        ) : null}
      </Flex>

      <Box hideBelow="lg">{filtersIn('row')}</Box>

      {list.isPending ? (
        <ListSkeleton rows={Math.min(pageSize, 8)} testId="items-skeleton" />
      ) : data.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('nothing_found')}
            action={
              <Button variant="outline" onClick={clearFilters} data-testid="items-empty-clear">
                {t('filters_clear')}
              </Button>
            }
            testId="items-empty"
          />
        ) : (
          <EmptyState
            title={t('empty_title')}
            text={t('empty_text')}
            action={
              mayUse(role, 'create') ? (
                <Button asChild colorPalette="brand" data-testid="items-empty-create">
                  <RouterLink to="/items/create">{t('empty_action')}</RouterLink>
                </Button>
              ) : null
            }
            testId="items-empty"
          />
        )
      ) : (
        <Stack gap="2">
          <SelectionStrip selection={selection} total={data.count} />
          <Box hideBelow="lg">
            <ItemsTable items={data.data} shown={shown} sort={sort} onSort={changeSort} currency={currency} busy={list.isFetching} selection={selection} />
          </Box>
          <Box hideFrom="lg">
            <ItemCards items={data.data} currency={currency} busy={list.isFetching} selection={selection} maintenance={features.maintenance ?? false} />
          </Box>
          <BulkBar
            role={role}
            companyId={companyId}
            withObjects={features.objects}
            withMaintenance={features.maintenance ?? false}
            selection={selection.selection}
            total={data.count}
            sort={sort}
            filters={filters}
            onClear={selection.clear}
          />
        </Stack>
      )}

      <Flex justify="space-between" align="center" gap="3" wrap="wrap" display={list.isPending ? 'none' : 'flex'}>
        <Flex align="center" gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('page_size')}
          </Text>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="90px" bg="white">
            <NativeSelect.Field
              aria-label={t('page_size')}
              value={pageSize}
              onChange={(event) => {
                const size = pageSizeOf(event.target.value);
                itemsTableStorage.setPageSize(size);
                setStoredPageSize(size);
                change({ size });
              }}
              data-testid="items-page-size"
            >
              {pageSizeChoices.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
        <Pager page={page} pageSize={pageSize} total={data.count} onPageChange={changePage} testId="items-pager" />
      </Flex>

      {columnsOpen ? (
        <ColumnSettingsDialog
          hidden={hidden}
          onClose={() => setColumnsOpen(false)}
          onSave={(next) => {
            itemsTableStorage.setHiddenColumns(next);
            setHidden(next);
            setColumnsOpen(false);
          }}
        />
      ) : null}
    </Page>
  );
}
