import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maintenanceLimits } from '../../../../../shared/schemas/maintenance';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { isApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { selectionCountQuery, typesAndModelsQuery, type PlanSelection } from '../api/selection';
import '../i18n';

interface SelectionDialogProps {
  companyId: string;
  onNext: (selection: PlanSelection, count: number) => void;
  onClose: () => void;
}

/**
 * The first step of a plan for every item of a type or of a model: which one (picked from the
 * company's types and models, or typed), and how many items that is, before the plan's form.
 */
export function SelectionDialog({ companyId, onNext, onClose }: SelectionDialogProps) {
  const { t } = useTranslation(['maintenance', 'errors']);
  const listId = useId();
  const [selection, setSelection] = useState<PlanSelection>({ dimension: 'type', value: '' });
  const settled = useDebouncedValue(selection);
  const values = useQuery(typesAndModelsQuery(companyId));
  const counted = useQuery(selectionCountQuery(companyId, { ...settled, value: settled.value.trim() }));
  const current = settled.dimension === selection.dimension && settled.value === selection.value;
  const count = current && counted.isSuccess ? counted.data.count : null;

  const status = !selection.value.trim()
    ? t('selection_hint', { max: maintenanceLimits.selectionMax })
    : !current || counted.isFetching
      ? t('selection_counting')
      : counted.isError
        ? isApiError(counted.error, 'MaintenanceSelectionTooLarge')
          ? t('MaintenanceSelectionTooLarge', { ns: 'errors' })
          : t('selection_failed')
        : count === 0
          ? t('selection_none')
          : t('selection_count', { number: count });

  return (
    <FormDialog
      open
      title={t('selection_title')}
      submitLabel={t('selection_next')}
      submitDisabled={!count}
      onSubmit={() => count && onNext({ ...selection, value: selection.value.trim() }, count)}
      onClose={onClose}
      submitTestId="maintenance-selection-next"
      testId="maintenance-selection-dialog"
    >
      <Stack gap="4">
        <FormField label={t('selection_by')} required>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={selection.dimension}
              onChange={(event) => setSelection({ dimension: event.target.value as PlanSelection['dimension'], value: '' })}
              data-testid="maintenance-selection-dimension"
            >
              <option value="type">{t('selection_type')}</option>
              <option value="model">{t('selection_model')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t(selection.dimension === 'type' ? 'selection_type' : 'selection_model')} required>
          <Input
            list={listId}
            maxLength={120}
            autoComplete="off"
            value={selection.value}
            onChange={(event) => setSelection({ ...selection, value: event.target.value })}
            data-testid="maintenance-selection-value"
          />
          <datalist id={listId}>
            {(values.data?.[selection.dimension] ?? []).map((option) => (
              <option key={option.value} value={option.label}>
                {t('selection_option', { number: option.count })}
              </option>
            ))}
          </datalist>
        </FormField>
        <Text color={count ? undefined : 'fg.muted'} fontWeight={count ? 'medium' : undefined} aria-live="polite" data-testid="maintenance-selection-count">
          {status}
        </Text>
      </Stack>
    </FormDialog>
  );
}
