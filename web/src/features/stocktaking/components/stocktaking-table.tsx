import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Table } from '@chakra-ui/react/table';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../components/use-format-date';
import type { StocktakingRecord } from '../api/stocktaking-list';
import { useFormatNumber } from '../use-format-number';
import { ScopeText } from './scope-text';
import { StocktakingStatusBadge } from './status-badge';
import '../i18n';

interface StocktakingTableProps {
  rows: StocktakingRecord[];
  busy: boolean;
}

/** The list on wide screens: a row per stocktaking that opens its detail. */
export function StocktakingTable({ rows, busy }: StocktakingTableProps) {
  const { t } = useTranslation('stocktaking');
  const navigate = useNavigate();
  const formatDate = useFormatDateTime();
  const { number } = useFormatNumber();
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} interactive aria-busy={busy} data-testid="stocktaking-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('columns.title')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.target')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.found')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.missing')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.unexpected')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.started_by')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.start')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.end')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row._id}
              cursor="pointer"
              onClick={() => void navigate({ to: '/stocktaking/$id', params: { id: row._id } })}
              data-testid={`stocktaking-row-${row.title}`}
            >
              <Table.Cell fontWeight="medium">
                <Link asChild color="inherit" onClick={(event) => event.stopPropagation()}>
                  <RouterLink to="/stocktaking/$id" params={{ id: row._id }}>
                    {row.title}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell maxW="260px">
                <ScopeText stocktaking={row} />
              </Table.Cell>
              <Table.Cell>
                <StocktakingStatusBadge status={row.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="stocktaking-row-found">
                {`${number(row.counts.found)} / ${number(row.counts.expected)}`}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid="stocktaking-row-missing">
                {number(row.counts.missing)}
              </Table.Cell>
              <Table.Cell textAlign="end" color={row.counts.unexpected > 0 ? 'orange.fg' : undefined} data-testid="stocktaking-row-unexpected">
                {number(row.counts.unexpected)}
              </Table.Cell>
              <Table.Cell>{row.startedBy.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.startDate)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.endDate ? formatDate(row.endDate) : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
