import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { quantityText } from '../../../../components/item-text';
import '../../../items/i18n';
import '../../i18n';

export interface QuantityRequest {
  /** The scan (or line) it is for: a new request gets a fresh dialog. */
  key: string;
  title: string;
  accountingQuantity: number | null;
  units: string | null;
}

/** Reads "12", "12.5" and "12,5"; anything else (or zero) is no quantity. */
export function parseQuantity(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 && value <= 1_000_000_000 ? value : null;
}

/**
 * A batch item's counted quantity. A hand scanner's burst typed into the field is a scan, not a
 * quantity (keyboard-wedge.ts takes it back out); Enter after a person's digits saves.
 */
export function QuantityDialog({ request, onSave, onCancel }: { request: QuantityRequest; onSave: (quantity: number) => void; onCancel: () => void }) {
  const { t } = useTranslation('stocktaking');
  const { t: tItems } = useTranslation('items');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const quantity = parseQuantity(text);
    if (quantity === null) setError(t('count.quantity_invalid'));
    else onSave(quantity);
  };
  return (
    <FormDialog
      open
      title={t('count.quantity_title')}
      submitLabel={t('count.quantity_save')}
      onSubmit={submit}
      onClose={onCancel}
      testId="count-quantity-dialog"
      submitTestId="count-quantity-save"
    >
      <Stack gap="4">
        <Text wordBreak="break-word">
          {request.accountingQuantity === null
            ? request.title
            : t('count.quantity_text', { title: request.title, quantity: quantityText(tItems, request.accountingQuantity, request.units) })}
        </Text>
        <FormField label={t('count.quantity_label')} error={error}>
          <Input
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            data-testid="count-quantity-input"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
