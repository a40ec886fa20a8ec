import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '../../../../../shared/schemas/items';
import '../i18n';

type Translate = ReturnType<typeof useTranslation<'items'>>['t'];

/** A unit's name; after a quantity (`count`), in the form the language gives that number ("1 box", "5 boxes"). */
export function unitName(t: Translate, unit: string, count?: number): string {
  const name = t(`units.${unit}`, { defaultValue: unit });
  return count === undefined ? name : t(`counted_units.${unit}`, { count, defaultValue: name });
}

/** A quantity with its unit ("5 boxes"), or the bare number when the item has no unit. */
export function quantityText(t: Translate, quantity: number, unit: string | null): string {
  return unit ? `${quantity} ${unitName(t, unit, quantity)}` : String(quantity);
}

const statusColors: Record<ItemStatus, string> = {
  decommissioned: 'gray',
  in_service: 'orange',
  in_transfer: 'purple',
  returned_from_service: 'blue',
  not_marked: 'yellow',
  not_distributed: 'teal',
  marked: 'green',
};

export function StatusBadge({ status, testId }: { status: ItemStatus; testId?: string }) {
  const { t } = useTranslation('items');
  return (
    <Badge recipe={badgeRecipe} colorPalette={statusColors[status]} data-testid={testId} data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
