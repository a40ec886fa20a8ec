import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Switch } from '@chakra-ui/react/switch';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe, switchSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { itemStatuses, type Item, type ItemSort, type ItemStatus } from '../../../../../shared/schemas/items';
import { Page } from '../../../components/page';
import { Pager } from '../../../components/pager';
import { useFormatDateTime } from '../../../components/use-format-date';
import { isApiError } from '../../../lib/api-client';
import { itemsTableStorage } from '../../../lib/storage';
import { notify } from '../../../lib/toaster';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { itemsListQuery, type ItemsPage as ItemsPageData } from '../api/list-items';
import { mayUse } from '../item-access';
import { itemLabel } from '../item-form';
import { itemsSearch, type ItemsSearch } from '../items-search';
import { cursors, filtersOf, lastListSearch, textDiffers, textFilters, textOfSearch, type TextFilter } from '../list-state';
import {
  defaultSort,
  hiddenColumnsOf,
  itemColumns,
  nextSort,
  pageSizeChoices,
  pageSizeOf,
  sortDirection,
  sortableColumns,
  type ItemColumn,
  type SortField,
} from '../item-list';
import { ColumnSettingsDialog } from './column-settings-dialog';
import { ItemsCounters } from './items-counters';
import { LastOperations } from './last-operations';
import { LocationSelect, ObjectSelect, PersonSelect } from './pickers';
import { StatusBadge, unitName } from './status-badge';
import '../i18n';

const noItems: ItemsPageData = { data: [], count: 0 };
/** The text inputs besides the search box: the first four always, the custom field's two with that feature. */
const filterInputs = ['brand', 'model', 'type', 'serial'] as const;
const customsFilters = ['customs', 'customsValue'] as const;
const customsMaxLength = { customs: 60, customsValue: 300 } as const;

interface ItemsPageProps {
  role: Role;
  companyId: string;
  currency: string;
  /** The plan's features this screen depends on; without `customFields`, no filters by custom fields. */
  features: { objects: boolean; columns: boolean; customFields?: boolean };
  /** The list as the address states it (see items-search.ts). */
  search: ItemsSearch;
  /** A new state of the list; `replace` for typing, which should not leave a history entry per keystroke. */
  onSearchChange: (next: ItemsSearch, options: { replace: boolean }) => void;
}

/**
 * Spec: the dashboard (counters and last operations), then the items: filters, sortable columns,
 * paging and column settings. The list's state lives in the address, so Back from a card returns to it.
 */
export function ItemsPage({ role, companyId, currency, features, search, onSearchChange }: ItemsPageProps) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const [storedPageSize, setStoredPageSize] = useState(() => pageSizeOf(itemsTableStorage.pageSize()));
  const [hidden, setHidden] = useState(() => hiddenColumnsOf(itemsTableStorage.hiddenColumns()));
  const [columnsOpen, setColumnsOpen] = useState(false);
  const page = search.page ?? 1;
  const pageSize = search.size ?? storedPageSize;
  const sort = search.sort ?? defaultSort;
  const filters = filtersOf(search);
  // The list a cursor belongs to: the same company, filters, sort and page size.
  const listKey = { companyId, filters, sort, pageSize };
  const after = search.after ?? cursors.of(listKey, page);
  const list = useQuery(itemsListQuery(companyId, { page, after, pageSize, sort, filters }));

  const [text, setText] = useState(() => textOfSearch(search));
  const settledText = useDebouncedValue(text);
  const searchRef = useRef(search);
  searchRef.current = search;
  // A settled change of the typed text filters starts again from the first page, replacing the address.
  // Only settled typing runs this; the address changing (Back, clearing) is the next effect's to follow.
  useEffect(() => {
    const current = searchRef.current;
    if (!textDiffers(settledText, current)) return;
    const typed = Object.fromEntries(textFilters.map((name) => [name, settledText[name]]));
    onSearchChange(itemsSearch({ ...current, ...typed, page: undefined, after: undefined }), { replace: true });
  }, [settledText]);
  // The address changed elsewhere (Back, the menu link, clearing): the inputs follow.
  const addressText = JSON.stringify(textOfSearch(search));
  useEffect(() => {
    setText((current) => (textDiffers(current, search) ? textOfSearch(search) : current));
  }, [addressText]);

  // Remembered for the card's "Back to items" link, and the cursors met for going back a page later.
  useEffect(() => lastListSearch.set(companyId, search), [companyId, search]);
  const next = list.data?.next;
  useEffect(() => {
    if (after) cursors.remember(listKey, page, after);
    if (next) cursors.remember(listKey, page + 1, next);
    // listKey is a new object every render; what it is made of comes from the company and the search.
  }, [companyId, search, after, next]);

  // A cursor the server no longer takes (an old address, another sort) gives way to paging by offset.
  const staleCursor = isApiError(list.error, 'ValidationError') && Boolean(list.error.fieldErrors.after);
  useEffect(() => {
    if (staleCursor) onSearchChange(itemsSearch({ ...search, after: undefined }), { replace: true });
  }, [staleCursor]);
  // Spec: a failed list fetch falls back to empty data, and says so once.
  useEffect(() => {
    if (list.isError && !staleCursor) notify.error(t('table_error', { ns: 'ui' }));
  }, [list.isError, list.errorUpdatedAt, staleCursor, t]);

  const data = list.isError ? noItems : (list.data ?? noItems);
  const shown = itemColumns.filter((column) => !hidden.includes(column));
  /** A new list: filters, sort or page size; it starts from the first page. */
  const change = (patch: ItemsSearch) => onSearchChange(itemsSearch({ ...search, ...patch, page: undefined, after: undefined }), { replace: false });
  const changeSort = (field: SortField) => change({ sort: nextSort(sort, field) });
  const clear = () => {
    setText(textOfSearch({}));
    onSearchChange(itemsSearch({ sort: search.sort, size: search.size }), { replace: false });
  };
  const changePage = (target: number) => {
    // The next page follows from this one's cursor; any other page from a cursor met before, or else its offset.
    const cursor = target === page + 1 && next && !list.isPlaceholderData ? next : cursors.of(listKey, target);
    onSearchChange(itemsSearch({ ...search, page: target, after: cursor }), { replace: false });
  };
  const typeText = (name: TextFilter, value: string) => setText((current) => ({ ...current, [name]: value }));

  return (
    <Page title={t('title')} testId="items-page">
      <ItemsCounters companyId={companyId} currency={currency} />
      <LastOperations companyId={companyId} />

      <Flex gap="3" wrap="wrap" align="center">
        <Input
          flex="1"
          minW="240px"
          maxW="360px"
          bg="white"
          type="search"
          maxLength={120}
          placeholder={t('search_placeholder')}
          aria-label={t('search_label')}
          value={text.search}
          onChange={(event) => typeText('search', event.target.value)}
          data-testid="items-search"
        />
        <Box flex="1" />
        <Button variant="outline" onClick={() => setColumnsOpen(true)} data-testid="items-columns">
          {t('columns_settings')}
        </Button>
        {mayUse(role, 'create') ? (
          <Button asChild colorPalette="brand" data-testid="items-create">
            <RouterLink to="/items/create">{t('create')}</RouterLink>
          </Button>
        ) : null}
      </Flex>

      <Flex gap="3" wrap="wrap" align="center" data-testid="items-filters">
        {filterInputs.map((name) => (
          <Input
            key={name}
            width="160px"
            bg="white"
            maxLength={120}
            placeholder={t(`filters.${name}`)}
            aria-label={t(`filters.${name}`)}
            value={text[name]}
            onChange={(event) => typeText(name, event.target.value)}
            data-testid={`items-filter-${name}`}
          />
        ))}
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="200px" bg="white">
          <NativeSelect.Field
            aria-label={t('filters.status')}
            value={search.status ?? ''}
            onChange={(event) => change({ status: (event.target.value || undefined) as ItemStatus | undefined })}
            data-testid="items-filter-status"
          >
            <option value="">{`${t('filters.status')}: ${t('filter_all')}`}</option>
            {itemStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Box width="220px">
          <PersonSelect
            companyId={companyId}
            value={search.responsible ?? ''}
            onChange={(value) => change({ responsible: value || undefined })}
            emptyLabel={`${t('filters.responsible')}: ${t('filter_all')}`}
            label={t('filters.responsible')}
            testId="items-filter-responsible"
          />
        </Box>
        {features.objects ? (
          <>
            <Box width="200px">
              <ObjectSelect
                companyId={companyId}
                value={search.object ?? ''}
                onChange={(value) => change({ object: value || undefined, location: undefined })}
                emptyLabel={`${t('filters.object')}: ${t('filter_all')}`}
                label={t('filters.object')}
                testId="items-filter-object"
              />
            </Box>
            <Box width="200px">
              <LocationSelect
                companyId={companyId}
                objectId={search.object ?? ''}
                value={search.location ?? ''}
                onChange={(value) => change({ location: value || undefined })}
                emptyLabel={`${t('filters.location')}: ${t('filter_all')}`}
                label={t('filters.location')}
                testId="items-filter-location"
              />
            </Box>
          </>
        ) : null}
        {features.customFields
          ? customsFilters.map((name) => (
              <Input
                key={name}
                width="180px"
                bg="white"
                maxLength={customsMaxLength[name]}
                placeholder={t(`filters.${name}`)}
                aria-label={t(`filters.${name}`)}
                value={text[name]}
                onChange={(event) => typeText(name, event.target.value)}
                data-testid={`items-filter-${name}`}
              />
            ))
          : null}
        <Switch.Root
          recipe={switchSlotRecipe}
          colorPalette="brand"
          checked={search.withPhoto === true}
          onCheckedChange={(details) => change({ withPhoto: details.checked || undefined })}
          data-testid="items-filter-withPhoto"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('filters.with_photo')}</Switch.Label>
        </Switch.Root>
        <Button variant="ghost" size="sm" onClick={clear} data-testid="items-filters-clear">
          {t('filters_clear')}
        </Button>
      </Flex>

      <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} interactive aria-busy={list.isFetching} data-testid="items-table">
          <Table.Header>
            <Table.Row>
              {shown.map((column) => (
                <Header key={column} column={column} sort={sort} onSort={changeSort} />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.data.map((item) => (
              <Table.Row
                key={item._id}
                cursor="pointer"
                onClick={() => void navigate({ to: '/items/$id', params: { id: item._id } })}
                data-testid={`items-row-${item.title}`}
              >
                {shown.map((column) => (
                  <Table.Cell key={column} whiteSpace={column === 'title' ? undefined : 'nowrap'}>
                    <Cell column={column} item={item} currency={currency} formatDate={formatDate} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            {data.data.length === 0 && !list.isPending ? (
              <Table.Row>
                <Table.Cell colSpan={shown.length} textAlign="center" color="fg.muted" py="10" data-testid="items-empty">
                  {Object.values(filters).some((value) => value !== undefined) ? t('nothing_found') : t('empty_title')}
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Box>

      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
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
          role={role}
          allowed={features.columns}
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

function Header({ column, sort, onSort }: { column: ItemColumn; sort: ItemSort; onSort: (field: SortField) => void }) {
  const { t } = useTranslation('items');
  const field = (sortableColumns as Partial<Record<ItemColumn, SortField>>)[column];
  if (!field) return <Table.ColumnHeader>{t(`columns.${column}`)}</Table.ColumnHeader>;
  const direction = sortDirection(sort, field);
  return (
    <Table.ColumnHeader aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSort(field)} data-testid={`items-sort-${field}`}>
        {t(`columns.${column}`)}
        {direction === 'asc' ? ' ↑' : direction === 'desc' ? ' ↓' : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

interface CellProps {
  column: ItemColumn;
  item: Item;
  currency: string;
  formatDate: (iso: string) => string;
}

function Cell({ column, item, currency, formatDate }: CellProps) {
  const { t } = useTranslation('items');
  switch (column) {
    case 'title':
      return <Text fontWeight="medium">{itemLabel(item, (unit) => unitName(t, unit))}</Text>;
    case 'code':
      return <>{item.code ?? t('none')}</>;
    case 'status':
      return <StatusBadge status={item.status} />;
    case 'responsible':
      return <>{item.responsible?.name ?? t('none')}</>;
    case 'place':
      return <>{[item.object?.title, item.location?.title].filter(Boolean).join(' / ') || t('none')}</>;
    case 'price':
      // The column sorts by the total (quantity x unit price), so it shows the total; a batch adds how it adds up.
      return (
        <>
          <Text as="span" display="block">{`${item.totalPrice} ${currency}`}</Text>
          {item.accountingType === 'batch' ? (
            <Text as="span" display="block" fontSize="xs" color="fg.muted" data-testid="items-unit-price">
              {`${item.quantity}${item.units ? ` ${unitName(t, item.units)}` : ''} × ${item.price} ${currency}`}
            </Text>
          ) : null}
        </>
      );
    case 'created':
      return <>{formatDate(item.createdAt)}</>;
  }
}
