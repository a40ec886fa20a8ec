import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { Pager } from '../../../components/pager';
import { useFormatDateTime } from '../../../components/use-format-date';
import { notify } from '../../../lib/toaster';
import { dataFilesPageSize, dataFilesQuery, type DataFilesPage } from '../api/data-files';
import { DataFileReason } from './data-file-reason';
import { DataFileState } from './data-file-state';
import { ErrorFileButton } from './error-file-button';
import '../i18n';

const noFiles: DataFilesPage = { data: [], count: 0 };

/** Spec: the history of uploaded item files with their state, progress, who and when. */
export function DataFilesHistory({ companyId }: { companyId: string }) {
  const { t } = useTranslation('imports');
  const formatDate = useFormatDateTime();
  const [page, setPage] = useState(1);
  const list = useQuery(dataFilesQuery(companyId, page));

  // Spec: "Error getting datafiles", and the list falls back to empty data.
  useEffect(() => {
    if (list.isError) notify.error(t('datafiles_error'));
  }, [list.isError, list.errorUpdatedAt, t]);
  const data = list.isError ? noFiles : (list.data ?? noFiles);

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t('history')}
      </Heading>
      {list.isPending ? <ListSkeleton rows={3} testId="datafiles-skeleton" /> : null}
      {!list.isPending && data.data.length === 0 ? <EmptyState title={t('history_empty')} testId="datafiles-empty" /> : null}
      <Box bg="white" borderWidth="1px" borderRadius="lg" overflowX="auto" hideBelow="lg" display={data.data.length === 0 ? 'none' : undefined}>
        <Table.Root recipe={tableSlotRecipe} size="sm" aria-busy={list.isFetching} data-testid="datafiles-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('column_file')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_mode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_state')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_rows')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_by')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column_when')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.data.map((file) => (
              <Table.Row key={file._id} data-testid={`datafile-${file._id}`}>
                <Table.Cell maxW="48" truncate title={file.fileName}>
                  {file.fileName}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{file.dryRun ? t('mode_check') : t('mode_import')}</Table.Cell>
                <Table.Cell>
                  <DataFileState file={file} />
                  <DataFileReason file={file} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{file.rowsTotal === null ? '—' : `${file.rowsDone} / ${file.rowsTotal}`}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{file.by.name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(file.createdAt)}</Table.Cell>
                <Table.Cell>{file.hasErrorFile ? <ErrorFileButton companyId={companyId} dataFileId={file._id} size="xs" /> : null}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack hideFrom="lg" gap="2" aria-busy={list.isFetching} data-testid="datafiles-cards">
        {data.data.map((file) => (
          <Box key={file._id} bg="white" borderWidth="1px" borderRadius="lg" p="3" data-testid={`datafile-card-${file._id}`}>
            <Flex justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="semibold" minW="0" wordBreak="break-all">
                {file.fileName}
              </Text>
              <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                {file.dryRun ? t('mode_check') : t('mode_import')}
              </Text>
            </Flex>
            <Box mt="2">
              <DataFileState file={file} />
              <DataFileReason file={file} />
            </Box>
            <Text fontSize="sm" color="fg.muted" mt="2">
              {[file.rowsTotal === null ? null : `${t('column_rows')}: ${file.rowsDone} / ${file.rowsTotal}`, file.by.name, formatDate(file.createdAt)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {file.hasErrorFile ? (
              <Box mt="2">
                <ErrorFileButton companyId={companyId} dataFileId={file._id} size="sm" />
              </Box>
            ) : null}
          </Box>
        ))}
      </Stack>
      {data.count > dataFilesPageSize ? <Pager page={page} pageSize={dataFilesPageSize} total={data.count} onPageChange={setPage} testId="datafiles-pager" /> : null}
    </Stack>
  );
}
