import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { StocktakingLine } from '../../../../../shared/schemas/stocktaking';
import { lineKeyOf, lineNameOf, placeOf } from '../line-view';
import { isWarningLine } from '../stocktaking-view';
import { LastScan } from './last-scan';
import { LineQuantity } from './line-quantity';
import { PresenceBadge } from './presence-badge';
import { ResultBadge } from './result-badge';
import '../i18n';

/** The results per item on wide screens; unexpected lines in the warning colour. */
export function LinesTable({ lines, busy }: { lines: StocktakingLine[]; busy: boolean }) {
  const { t } = useTranslation('stocktaking');
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto">
      <Table.Root recipe={tableSlotRecipe} size="sm" aria-busy={busy} data-testid="stocktaking-lines-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('line_columns.code')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('line_columns.title')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('line_columns.location')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('line_columns.responsible')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('line_columns.quantity')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('line_columns.result')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('line_columns.last_scan')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => {
            const warning = isWarningLine(line);
            return (
              <Table.Row
                key={lineKeyOf(line)}
                bg={warning ? 'orange.subtle' : undefined}
                data-testid={`stocktaking-line-${lineNameOf(line)}`}
                data-presence={line.presence}
              >
                <Table.Cell whiteSpace="nowrap" fontFamily="mono" fontSize="xs">
                  {line.code ?? '—'}
                </Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{line.item ? line.title : t('unknown_code')}</Text>
                  {line.serial ? (
                    <Text fontSize="xs" color="fg.muted">
                      {line.serial}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{placeOf(line) ?? '—'}</Table.Cell>
                <Table.Cell>{line.responsible?.name ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <LineQuantity line={line} />
                </Table.Cell>
                <Table.Cell>
                  <Box display="flex" gap="1" flexWrap="wrap">
                    <ResultBadge result={line.result} />
                    {line.presence === 'found' ? null : <PresenceBadge presence={line.presence} />}
                  </Box>
                </Table.Cell>
                <Table.Cell fontSize="xs">
                  <LastScan scan={line.lastScan} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
