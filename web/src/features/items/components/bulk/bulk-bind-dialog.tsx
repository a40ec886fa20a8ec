import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form-field';
import { useAmounts } from '../../../../components/use-amounts';
import { useFormatDateTime } from '../../../../components/use-format-date';
import { notify } from '../../../../lib/toaster';
import { useBindBatch, useBindPreview, useLabelBatches } from '../../api/bind-batch';
import { BulkDialog } from './bulk-dialog';
import type { BulkDialogProps } from './bulk-dialog-props';
import { useBulkDialog } from './use-bulk-dialog';

/**
 * "Bind printed labels": a sheet of generated labels, stuck on the selected items in the list's
 * order, is bound code 1 to item 1, code 2 to item 2 (docs/labels.md). The preview lists the pairs
 * before anything is bound; codes and items already taken are passed over, so binding again goes on
 * with the rest (100 pairs at a time).
 */
export function BulkBindDialog({ action, role, companyId, selection, count, matching, onClose }: BulkDialogProps) {
  const { t, failure, fail, title, testId } = useBulkDialog(action, ['batch']);
  const { t: errors } = useTranslation('errors');
  const amounts = useAmounts();
  const formatDateTime = useFormatDateTime();
  const batches = useLabelBatches(companyId);
  const [picked, setPicked] = useState<string | null>(null);
  const batch = picked ?? batches.data?.data[0]?._id ?? null;
  const preview = useBindPreview(companyId, batch, selection);
  const bind = useBindBatch(companyId);
  const pairs = preview.data?.pairs ?? [];
  const [failed, setFailed] = useState<{ code: string; title: string; error: string }[]>([]);

  const submit = () => {
    if (!batch || pairs.length === 0) return;
    failure.reset();
    bind.mutate(
      { batch, selection },
      {
        onSuccess: (answer) => {
          const bound = answer.pairs.filter((pair) => pair.ok).length;
          const left = answer.pairs.filter((pair) => !pair.ok).map((pair) => ({ code: pair.code, title: pair.title, error: pair.error ?? 'InternalError' }));
          if (bound > 0) notify.success(t('bulk.bind_done', { number: amounts.count(bound) }));
          setFailed(left);
          // More codes and items are left, or some pairs failed: the dialog stays with the new preview.
          if (left.length === 0 && !answer.more) onClose();
        },
        onError: fail,
      },
    );
  };

  const noBatches = batches.isSuccess && batches.data.data.length === 0;
  return (
    <BulkDialog title={title} testId={testId} role={role} count={count} matching={matching} submitting={bind.isPending} failure={failure} onSubmit={submit} onClose={onClose}>
      <Text color="fg.muted">{t('bulk.bind_text')}</Text>
      {noBatches ? (
        <Text data-testid="bulk-bind-no-batches">{t('bulk.bind_no_batches')}</Text>
      ) : (
        <FormField label={t('bulk.bind_batch')}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={!batches.isSuccess}>
            <NativeSelect.Field value={batch ?? ''} onChange={(event) => setPicked(event.target.value)} data-testid="bulk-bind-batch">
              {(batches.data?.data ?? []).map((option) => (
                <option key={option._id} value={option._id}>
                  {t('bulk.bind_batch_option', { date: formatDateTime(option.createdAt), number: amounts.count(option.count) })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      {preview.data ? (
        <Stack gap="2" data-testid="bulk-bind-preview">
          <Text fontWeight="medium" data-testid="bulk-bind-summary">
            {pairs.length > 0
              ? t('bulk.bind_summary', { pairs: amounts.count(pairs.length), codes: amounts.count(preview.data.freeCodes) })
              : preview.data.freeCodes === 0
                ? t('bulk.bind_no_codes')
                : t('bulk.bind_no_items')}
          </Text>
          {preview.data.itemsWithCode > 0 ? <Text fontSize="sm" color="fg.muted">{t('bulk.bind_passed_over', { number: amounts.count(preview.data.itemsWithCode) })}</Text> : null}
          {preview.data.more ? <Text fontSize="sm" color="fg.muted">{t('bulk.bind_more')}</Text> : null}
          {/* The pairs scroll inside themselves, so the dialog's buttons stay in view. */}
          <Box as="ol" maxH="min(18rem, 40dvh)" overflowY="auto" borderWidth="1px" borderRadius="md" data-testid="bulk-bind-pairs">
            {pairs.map((pair, index) => (
              <Flex as="li" key={pair.code} gap="3" px="3" py="1.5" borderBottomWidth={index < pairs.length - 1 ? '1px' : '0'} align="baseline" data-testid="bulk-bind-pair">
                <Text color="fg.muted" fontSize="sm" minW="2rem" textAlign="end">{index + 1}.</Text>
                <Text fontFamily="mono" fontWeight="semibold">{pair.code}</Text>
                <Text flex="1" minW="0" truncate>{pair.title}</Text>
              </Flex>
            ))}
          </Box>
        </Stack>
      ) : null}
      {failed.length > 0 ? (
        <Stack gap="1" data-testid="bulk-bind-failed">
          <Text color="fg.error" fontWeight="medium">{t('bulk.bind_failed', { number: amounts.count(failed.length) })}</Text>
          {failed.map((pair) => (
            <Text key={pair.code} fontSize="sm" color="fg.error">
              {pair.code} · {pair.title}: {errors(pair.error as 'NotFound')}
            </Text>
          ))}
        </Stack>
      ) : null}
    </BulkDialog>
  );
}
