import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import '../i18n';

/** How often the codes job is asked about while it runs. */
const pollMs = 1000;

/** The progress of the job giving a finished import's items their QR codes ("Give imported items QR codes"). */
export function ImportedCodes({ companyId, jobId }: { companyId: string; jobId: string }) {
  const { t } = useTranslation('imports');
  const job = useQuery({
    queryKey: ['item-bulk', companyId, jobId],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/bulk/{id}/state', { params: { company: companyId, id: jobId }, signal }),
    refetchInterval: (query) => (query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : pollMs),
  });
  if (!job.data) return null;
  const { state, processed, total, skipped } = job.data;
  const text = state === 'done' && skipped === 0 ? t('codes_done') : state === 'done' || state === 'failed' ? t('codes_failed') : t('codes_progress', { done: processed, total });
  return (
    <Text fontSize="sm" color={state === 'done' && skipped === 0 ? 'fg.success' : 'fg.muted'} data-testid="import-codes" data-state={state}>
      {text}
    </Text>
  );
}
