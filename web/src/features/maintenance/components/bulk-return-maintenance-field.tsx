import { Checkbox } from '@chakra-ui/react/checkbox';
import { Text } from '@chakra-ui/react/text';
import { Stack } from '@chakra-ui/react/stack';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemPlansQuery } from '../api/item-plans';
import '../i18n';

interface BulkReturnMaintenanceFieldProps {
  companyId: string;
  /** The items picked one by one (the bulk bar's ids); the box is not offered for "all matching". */
  itemIds: readonly string[];
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The bulk return's "Record maintenance done for each item's first due plan". Offered only when the
 * company has maintenance plans (the first item's plans answer: nothing is shown on a refusal).
 */
export function BulkReturnMaintenanceField({ companyId, itemIds, checked, onChange }: BulkReturnMaintenanceFieldProps) {
  const { t } = useTranslation('maintenance');
  const probe = useQuery({ ...itemPlansQuery(companyId, itemIds[0] ?? ''), enabled: itemIds.length > 0, retry: false });
  if (!probe.isSuccess) return null;
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3" data-testid="bulk-return-maintenance">
      <Checkbox.Root recipe={checkboxSlotRecipe} minH="44px" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} data-testid="bulk-return-maintenance-record">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('record_on_bulk_return')}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('record_on_bulk_return_hint')}
      </Text>
    </Stack>
  );
}
