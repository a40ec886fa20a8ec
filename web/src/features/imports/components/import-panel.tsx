import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../../shared/i18n/languages';
import type { Role } from '../../../../../shared/roles';
import { uploadUnits, xlsxContentType } from '../../../../../shared/import-columns';
import { useErrorToast } from '../../../components/use-error-toast';
import { currentLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { mayUse } from '../../../lib/item-access';
import { notify } from '../../../lib/toaster';
import { dataFilesQuery } from '../api/data-files';
import { useStartImport } from '../api/start-import';
import { ImportResult } from './import-result';
import '../i18n';

/** Template, file, check or import, and the outcome of the run started here. */
export function ImportPanel({ companyId, role }: { companyId: string; role: Role }) {
  const { t, i18n } = useTranslation('imports');
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  // Marking is a member's right: a role that may not mark items imports them without codes.
  const mayGiveCodes = mayUse(role, 'mark');
  const [giveCodes, setGiveCodes] = useState(true);
  const start = useStartImport(companyId);
  const showError = useErrorToast();
  // The run started here is on the history's first page (newest first), which polls while it processes.
  const firstPage = useQuery(dataFilesQuery(companyId, 1));
  const run = firstPage.data?.data.find((entry) => entry._id === runId) ?? null;
  const queryClient = useQueryClient();
  const finishedImport = run && !run.dryRun && run.state !== 'processing' ? run._id : null;
  useEffect(() => {
    // The items feature's queries all start with this key: the list and counters show the new items.
    if (finishedImport) void queryClient.invalidateQueries({ queryKey: ['items'] });
  }, [finishedImport, queryClient]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUploadId(null);
    setRunId(null);
  };

  const begin = (dryRun: boolean) => {
    if (!file) return;
    start.mutate(
      { file, dryRun, giveCodes: mayGiveCodes && giveCodes, uploadId },
      {
        onSuccess: ({ uploadId: uploaded, dataFile }) => {
          setUploadId(uploaded);
          setRunId(dataFile._id);
        },
        onError: (error) => (isApiError(error) ? showError(error) : notify.error(t('upload_error'))),
      },
    );
  };

  const busy = start.isPending || run?.state === 'processing';
  return (
    <Stack gap="4" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} data-testid="import-panel">
      <Text>{t('intro')}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('units_hint', { units: uploadUnits.join(', ') })}
      </Text>
      <Box>
        <Link href={`/templates/items-${language}.xlsx`} download color="brand.solid" fontWeight="medium" data-testid="import-template">
          {t('template')}
        </Link>
      </Box>
      <Flex gap="3" align="center" wrap="wrap">
        <input
          ref={input}
          type="file"
          accept={`.xlsx,${xlsxContentType}`}
          hidden
          data-testid="import-file"
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
          {t('choose_file')}
        </Button>
        <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} wordBreak="break-all" data-testid="import-file-name">
          {file?.name ?? t('no_file')}
        </Text>
      </Flex>
      {mayGiveCodes ? (
        <Checkbox.Root recipe={checkboxSlotRecipe} checked={giveCodes} onCheckedChange={(details) => setGiveCodes(details.checked === true)} alignItems="flex-start" data-testid="import-give-codes">
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            <Text>{t('give_codes')}</Text>
            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
              {t('give_codes_hint')}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="brand" disabled={!file || busy} loading={start.isPending && start.variables?.dryRun} onClick={() => begin(true)} data-testid="import-check">
          {t('check')}
        </Button>
        <Button colorPalette="brand" disabled={!file || busy} loading={start.isPending && !start.variables?.dryRun} onClick={() => begin(false)} data-testid="import-start">
          {t('import')}
        </Button>
      </Flex>
      {start.isPending ? (
        <Text fontSize="sm" color="fg.muted">
          {t('uploading')}
        </Text>
      ) : null}
      {run ? <ImportResult file={run} companyId={companyId} role={role} /> : null}
    </Stack>
  );
}
