import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { hideableColumns, type ItemColumn } from '../item-list';
import '../i18n';

interface ColumnSettingsDialogProps {
  hidden: readonly ItemColumn[];
  onSave: (hidden: ItemColumn[]) => void;
  onClose: () => void;
}

/** Spec: column settings (which columns the table shows), kept in the browser; offered only on a plan with custom columns. */
export function ColumnSettingsDialog({ hidden, onSave, onClose }: ColumnSettingsDialogProps) {
  const { t } = useTranslation('items');
  const [chosen, setChosen] = useState<ItemColumn[]>([...hidden]);
  const toggle = (column: ItemColumn, shown: boolean) =>
    setChosen((current) => (shown ? current.filter((entry) => entry !== column) : [...current, column]));
  return (
    <FormDialog
      open
      title={t('columns_title')}
      submitLabel={t('save', { ns: 'ui' })}
      onSubmit={() => onSave(chosen)}
      onClose={onClose}
      submitTestId="items-columns-submit"
      testId="items-columns-dialog"
    >
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
    </FormDialog>
  );
}
