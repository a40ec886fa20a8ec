import { Box } from '@chakra-ui/react/box';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../../shared/i18n/languages';
import { importHeaders, rowErrorMessages } from '../../../../../shared/import-columns';
import { currentLanguage } from '../../../i18n';
import type { DataFile } from '../api/data-files';
import '../i18n';

/** The row errors of a checked file: row number as in the spreadsheet, column, what is wrong. */
export function RowErrorsTable({ file }: { file: DataFile }) {
  const { t, i18n } = useTranslation('imports');
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <Box>
      <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto" maxH="80" overflowY="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm" data-testid="import-row-errors">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('column_row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_error')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {file.errors.map((error) => (
              <Table.Row key={`${error.row}-${error.column}-${error.code}`} data-testid={`import-row-error-${error.row}`}>
                <Table.Cell whiteSpace="nowrap">
                  {t('error_in_row')} {error.row}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{error.column ? importHeaders[language][error.column] : '—'}</Table.Cell>
                <Table.Cell>{rowErrorMessages[language][error.code]}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {file.errorCount > file.errors.length ? (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {t('more_errors', { shown: file.errors.length, count: file.errorCount })}
        </Text>
      ) : null}
    </Box>
  );
}
