import { Input } from '@chakra-ui/react/input';
import { Switch } from '@chakra-ui/react/switch';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { Item } from '../../../../../../shared/schemas/items';
import { FormField } from '../../../../components/form-field';
import { quantityText } from '../../../../components/item-text';
import { type BatchPart, offersBatchPart } from '../../item-form';
import '../../i18n';

interface BatchPartFieldsProps {
  item: Item;
  part: BatchPart;
  error: string | undefined;
  onChange: (part: BatchPart) => void;
}

/** Spec "recalculate": a batch may send only part of its quantity, which becomes a new item. */
export function BatchPartFields({ item, part, error, onChange }: BatchPartFieldsProps) {
  const { t } = useTranslation('items');
  if (!offersBatchPart(item)) return null;
  return (
    <>
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="brand"
        checked={part.on}
        onCheckedChange={(details) => onChange({ ...part, on: details.checked })}
        data-testid="item-recalculate"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('part_switch')}</Switch.Label>
      </Switch.Root>
      {part.on ? (
        <FormField label={t('part_quantity')} error={error} helper={t('part_quantity_hint', { quantity: quantityText(t, item.quantity, item.units) })} required>
          <Input
            inputMode="numeric"
            value={part.quantity}
            maxLength={12}
            onChange={(event) => onChange({ ...part, quantity: event.target.value })}
            data-testid="item-recalculate-quantity"
          />
        </FormField>
      ) : null}
    </>
  );
}
