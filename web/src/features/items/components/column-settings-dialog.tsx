import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { PlanNotice } from '../../../components/access-notice';
import { FormDialog } from '../../../components/form-dialog';
import { hideableColumns, type ItemColumn } from '../item-list';
import '../i18n';

interface ColumnSettingsDialogProps {
  role: Role;
  /** The plan's datatable_custom feature: without it the dialog explains the plan instead. */
  allowed: boolean;
  hidden: readonly ItemColumn[];
  onSave: (hidden: ItemColumn[]) => void;
  onClose: () => void;
}

/** Spec: column settings (which columns the table shows), kept in the browser. */
export function ColumnSettingsDialog({ role, allowed, hidden, onSave, onClose }: ColumnSettingsDialogProps) {
  const { t } = useTranslation('items');
  const [chosen, setChosen] = useState<ItemColumn[]>([...hidden]);
  const toggle = (column: ItemColumn, shown: boolean) =>
    setChosen((current) => (shown ? current.filter((entry) => entry !== column) : [...current, column]));
  return (
    <FormDialog
      open
      title={t('columns_title')}
      submitLabel={t('save', { ns: 'ui' })}
      submitDisabled={!allowed}
      onSubmit={() => onSave(chosen)}
      onClose={onClose}
      submitTestId="items-columns-submit"
      testId="items-columns-dialog"
    >
      {allowed ? (
        <Stack gap="3">
          {hideableColumns.map((column) => (
            <Checkbox.Root
              key={column}
              recipe={checkboxSlotRecipe}
              checked={!chosen.includes(column)}
              onCheckedChange={(details) => toggle(column, details.checked === true)}
              data-testid={`items-column-${column}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`columns.${column}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      ) : (
        <PlanNotice role={role} reason="PlanAccessDenied" title={t('plan_denied', { ns: 'ui' })} text={t('plan_denied_text', { ns: 'ui' })} />
      )}
    </FormDialog>
  );
}
