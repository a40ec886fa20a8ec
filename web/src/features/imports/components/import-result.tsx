import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import type { DataFile } from '../api/data-files';
import { fileErrorText } from '../file-error';
import { ErrorFileButton } from './error-file-button';
import { ImportedCodes } from './imported-codes';
import { PrintImportedLabels } from './print-imported-labels';
import { RowErrorsTable } from './row-errors-table';
import '../i18n';

/** The run just started: a live progress bar while it processes, then its outcome with the row errors. */
export function ImportResult({ file, companyId, role }: { file: DataFile; companyId: string; role: Role }) {
  const { t } = useTranslation('imports');
  if (file.state === 'processing') {
    const known = file.rowsTotal !== null && file.rowsTotal > 0;
    return (
      <Stack gap="2" data-testid="import-progress">
        <Progress.Root recipe={progressSlotRecipe} value={known ? (100 * file.rowsDone) / file.rowsTotal! : null} colorPalette="brand" striped animated>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Box fontSize="sm" color="fg.muted">
          {known ? t('progress', { done: file.rowsDone, total: file.rowsTotal }) : t('progress_reading')}
        </Box>
      </Stack>
    );
  }
  if (file.state === 'uploaded') {
    return (
      <Stack gap="3">
        <Alert.Root status="success" data-testid="import-done">
          <Alert.Indicator />
          <Alert.Title>
            {file.dryRun ? t('check_ok', { rows: file.rowsTotal, items: file.itemsTotal }) : t('imported', { items: file.itemsCreated, rows: file.rowsDone })}
          </Alert.Title>
        </Alert.Root>
        {file.codesJob ? <ImportedCodes companyId={companyId} jobId={file.codesJob} /> : null}
        {file.dryRun ? null : <PrintImportedLabels role={role} companyId={companyId} dataFileId={file._id} count={file.itemsCreated} />}
      </Stack>
    );
  }
  const message = fileErrorText(t, file);
  return (
    <Stack gap="3">
      <Alert.Root status="error" data-testid="import-failed" data-kind={file.errorKind ?? 'server'}>
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      {file.errors.length > 0 ? <RowErrorsTable file={file} /> : null}
      {file.hasErrorFile ? (
        <Box>
          <ErrorFileButton companyId={companyId} dataFileId={file._id} />
        </Box>
      ) : null}
    </Stack>
  );
}
