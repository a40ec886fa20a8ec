import { Badge } from '@chakra-ui/react/badge';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '../../../../../shared/schemas/items';
import '../i18n';

const statusColors: Record<ItemStatus, string> = {
  inactive: 'pink',
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
