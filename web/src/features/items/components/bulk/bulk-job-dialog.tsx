import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { dialogSlotRecipe, progressSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorName } from '../../../../../../shared/errors';
import { useAmounts } from '../../../../components/use-amounts';
import { useErrorToast } from '../../../../components/use-error-toast';
import { saveFile } from '../../../labels/api/label-files';
import type { BulkJob } from '../../api/bulk-action';
import { bulkJobQuery, isFinished } from '../../api/bulk-job';
import '../../i18n';

interface BulkJobDialogProps {
  companyId: string;
  /** The job as the call that started it answered it. */
  job: BulkJob;
  /** The job is done or failed: once, for the list to refresh and the selection to end. */
  onFinished: (job: BulkJob) => void;
  onClose: () => void;
}

/** A link signed by the server is good for a few minutes: one closer to its end than this is asked for again. */
const linkMarginMs = 15_000;

/**
 * A bulk job's progress and its summary (docs/bulk-actions.md): a progress bar, polled every second,
 * while it is queued or running; then "Done: N, skipped: M" with each skipped item and its reason,
 * and for labels the PDF, which downloads at once when the call itself printed it.
 */
export function BulkJobDialog({ companyId, job: started, onFinished, onClose }: BulkJobDialogProps) {
  const { t } = useTranslation(['items', 'errors']);
  const query = useQuery(bulkJobQuery(companyId, started));
  const job = query.data ?? started;
  const finished = isFinished(job);

  const told = useRef(false);
  useEffect(() => {
    if (!finished || told.current) return;
    told.current = true;
    onFinished(job);
  }, [finished]);

  // Labels printed within the call download at once, as a single label does; a queued job's wait for a click.
  const downloaded = useRef(false);
  useEffect(() => {
    if (downloaded.current || started.state !== 'done' || !started.file) return;
    downloaded.current = true;
    saveFile(started.file.url, started.file.fileName);
  }, []);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="bulk-job-dialog" data-job-state={job.state}>
            <Dialog.Header>
              <Dialog.Title>{t(`bulk.actions.${job.action}`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{finished ? <JobSummary job={job} /> : <JobProgress job={job} />}</Dialog.Body>
            <Dialog.Footer>
              {job.action === 'labels' && job.state === 'done' && job.file ? <DownloadButton job={job} refresh={() => query.refetch()} /> : null}
              <Button variant={finished ? 'solid' : 'outline'} colorPalette={finished ? 'brand' : undefined} onClick={onClose} data-testid="bulk-job-close">
                {t('bulk.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function JobProgress({ job }: { job: BulkJob }) {
  const { t } = useTranslation('items');
  const { count } = useAmounts();
  // The total is known once the job has frozen its selection.
  const known = job.state === 'running' && job.total > 0;
  return (
    <Stack gap="3" data-testid="bulk-job-progress">
      <Progress.Root
        recipe={progressSlotRecipe}
        value={known ? Math.round((100 * job.processed) / job.total) : null}
        colorPalette="brand"
        striped
        animated
        aria-label={t(`bulk.actions.${job.action}`)}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" data-testid="bulk-job-progress-text">
        {known ? t('bulk.job_progress', { processed: count(job.processed), total: count(job.total) }) : t('bulk.job_queued')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('bulk.job_background')}
      </Text>
    </Stack>
  );
}

function JobSummary({ job }: { job: BulkJob }) {
  const { t, i18n } = useTranslation(['items', 'errors']);
  const { count } = useAmounts();
  const reason = (skip: BulkJob['skips'][number]) => {
    const text = t(skip.error as ErrorName, { ns: 'errors' });
    if (!skip.status || !i18n.exists(`statuses.${skip.status}`, { ns: 'items' })) return text;
    return t('bulk.skip_status', { reason: text, status: t(`statuses.${skip.status as 'marked'}`) });
  };
  return (
    <Stack gap="4">
      {job.state === 'failed' ? (
        <Alert.Root status="error" data-testid="bulk-job-failed">
          <Alert.Indicator />
          <Alert.Description>{t('bulk.job_failed', { processed: count(job.processed), total: count(job.total) })}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Text fontSize="lg" fontWeight="semibold" data-testid="bulk-job-summary">
        {t('bulk.job_done', { done: count(job.done), skipped: count(job.skipped) })}
      </Text>
      {job.skips.length > 0 ? (
        <Stack gap="2">
          <Text fontWeight="medium">{t('bulk.skipped')}</Text>
          <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" borderRadius="md" maxH="320px" overflowY="auto" data-testid="bulk-job-skips">
            {job.skips.map((skip) => (
              <Box as="li" key={skip.id} px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }} data-testid="bulk-job-skip">
                <Text fontWeight="medium" wordBreak="break-word">
                  {skip.title}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-error={skip.error}>
                  {reason(skip)}
                </Text>
              </Box>
            ))}
          </Stack>
          {job.skipped > job.skips.length ? (
            <Text fontSize="sm" color="fg.muted">
              {t('bulk.skips_more', { shown: count(job.skips.length) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The labels' PDF; a link near its end is signed anew first (the state call signs one on every answer). */
function DownloadButton({ job, refresh }: { job: BulkJob; refresh: () => Promise<{ data?: BulkJob }> }) {
  const { t } = useTranslation('items');
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    let file = job.file!;
    if (Date.parse(file.expiresAt) - Date.now() < linkMarginMs) {
      setBusy(true);
      try {
        const fresh = await refresh();
        file = fresh.data?.file ?? file;
      } catch (error) {
        return errorToast(error);
      } finally {
        setBusy(false);
      }
    }
    saveFile(file.url, file.fileName);
  };
  return (
    <Button colorPalette="brand" variant="outline" loading={busy} onClick={() => void download()} data-testid="bulk-job-download">
      {t('bulk.download')}
    </Button>
  );
}
