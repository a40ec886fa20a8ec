import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Item, ItemSort } from '../../../../../shared/schemas/items';
import { itemLabel, unitName } from '../../../components/item-text';
import { useAmounts } from '../../../components/use-amounts';
import { useFormatDateTime } from '../../../components/use-format-date';
import { sortDirection, sortableColumns, type ItemColumn, type SortField } from '../item-list';
import type { ItemsSelectionState } from '../use-items-selection';
import { SelectCheckbox } from './bulk/select-checkbox';
import { PhotoThumb } from './photos/photo-thumb';
import { maintenanceLate, ScheduleNote } from './schedule-note';
import { StatusBadge } from './status-badge';

interface ItemsTableProps {
  items: Item[];
  /** The columns shown, in order. */
  shown: ItemColumn[];
  sort: ItemSort;
  onSort: (field: SortField) => void;
  currency: string;
  busy: boolean;
  /** The list's selection for bulk actions: a checkbox on every row and "all on this page" in the header. */
  selection: Pick<ItemsSelectionState, 'isSelected' | 'toggleItem' | 'pageState' | 'togglePage'>;
}

/**
 * The items table (wide screens): a selection checkbox, sortable column headers, a row per item
 * that opens its card.
 */
export function ItemsTable({ items, shown, sort, onSort, currency, busy, selection }: ItemsTableProps) {
  const { t } = useTranslation('items');
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const { pageState } = selection;
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} interactive aria-busy={busy} data-testid="items-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="44px" px="1" py="0">
              <SelectCheckbox
                checked={pageState === 'all' ? true : pageState === 'some' ? 'indeterminate' : false}
                onChange={selection.togglePage}
                label={t('bulk.select_page')}
                testId="items-select-page"
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader w="52px" px="2" />
            {shown.map((column) => (
              <Header key={column} column={column} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row
              key={item._id}
              cursor="pointer"
              bg={selection.isSelected(item._id) ? 'brand.subtle' : undefined}
              onClick={() => void navigate({ to: '/items/$id', params: { id: item._id } })}
              aria-selected={selection.isSelected(item._id)}
              data-testid={`items-row-${item.title}`}
            >
              {/* A click in the cell stays there: a near miss of the box must not open the item. */}
              <Table.Cell px="1" py="0" onClick={(event) => event.stopPropagation()}>
                <SelectCheckbox
                  checked={selection.isSelected(item._id)}
                  onChange={(on) => selection.toggleItem(item._id, on)}
                  label={t('bulk.select_item', { title: item.title })}
                  testId={`items-select-${item.title}`}
                />
              </Table.Cell>
              <Table.Cell px="2" py="1">
                <MainThumb item={item} />
              </Table.Cell>
              {shown.map((column) => (
                <Table.Cell key={column} whiteSpace={column === 'title' ? undefined : 'nowrap'} textAlign={column === 'bookValue' ? 'end' : undefined}>
                  <Cell column={column} item={item} currency={currency} formatDate={formatDate} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Header({ column, sort, onSort }: { column: ItemColumn; sort: ItemSort; onSort: (field: SortField) => void }) {
  const { t } = useTranslation('items');
  const field = (sortableColumns as Partial<Record<ItemColumn, SortField>>)[column];
  if (!field) return <Table.ColumnHeader textAlign={column === 'bookValue' ? 'end' : undefined}>{t(`columns.${column}`)}</Table.ColumnHeader>;
  const direction = sortDirection(sort, field);
  return (
    <Table.ColumnHeader textAlign={column === 'bookValue' ? 'end' : undefined} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
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
  const { price } = useAmounts();
  switch (column) {
    case 'title':
      return <Text fontWeight="medium">{itemLabel(item, (unit, count) => unitName(t, unit, count))}</Text>;
    case 'code':
      return <>{item.code ?? t('none')}</>;
    case 'status':
      return (
        <>
          <StatusBadge status={item.status} />
          {/* The due date has a column of its own (shown only on a plan with maintenance). */}
          <ScheduleNote item={item} testId="items-row-schedule" maintenance={false} />
        </>
      );
    case 'nextMaintenance':
      return <NextMaintenance due={item.nextMaintenanceDue ?? null} />;
    case 'responsible':
      return <>{item.responsible?.name ?? t('none')}</>;
    case 'place':
      return <>{[item.object?.title, item.location?.title].filter(Boolean).join(' / ') || t('none')}</>;
    case 'price':
      // The column sorts by the total (quantity x unit price), so it shows the total; a batch adds how it adds up.
      return (
        <>
          <Text as="span" display="block">{price(item.totalPrice, currency)}</Text>
          {item.accountingType === 'batch' ? (
            <Text as="span" display="block" fontSize="xs" color="fg.muted" data-testid="items-unit-price">
              {`${item.quantity}${item.units ? ` ${unitName(t, item.units, item.quantity)}` : ''} × ${price(item.price, currency)}`}
            </Text>
          ) : null}
        </>
      );
    case 'bookValue':
      // The item's total, as the price column: nothing without a useful life (its own or its type's).
      return item.depreciation ? (
        <Text as="span" data-testid="items-row-book-value">
          {price(item.depreciation.bookValue, currency)}
        </Text>
      ) : (
        <>{t('none')}</>
      );
    case 'created':
      return <>{formatDate(item.createdAt)}</>;
  }
}

/** The item's earliest maintenance due date, as written; red with "overdue" once it has passed (by the viewer's date). */
function NextMaintenance({ due }: { due: string | null }) {
  const { t } = useTranslation('items');
  if (!due) return <>{t('none')}</>;
  const late = maintenanceLate(due);
  return (
    <Text as="span" display="block" color={late ? 'red.600' : undefined} data-testid="items-row-next-maintenance" data-late={late ? '' : undefined}>
      {due}
      {late ? (
        <Text as="span" display="block" fontSize="xs">
          {t('schedule.maintenance_late')}
        </Text>
      ) : null}
    </Text>
  );
}

/** The main photo's thumbnail (lists never load originals), or an empty square. */
function MainThumb({ item }: { item: Item }) {
  const main = item.photos.find((photo) => photo.main);
  if (!main) return <Box w="36px" h="36px" />;
  return <PhotoThumb name={main.name} size="36px" alt="" testId="items-row-thumb" />;
}
