import { Checkbox } from '@chakra-ui/react/checkbox';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe, radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useCheckIn } from '../api/check-in';
import { HolderFields, type Holder } from './holder-fields';
import '../i18n';

type ReturnTo = 'previous' | 'chosen';

/**
 * Checks items of a booking back in: the items still out, all ticked (untick some for a partial
 * check-in), given back to whoever held them before the check-out at the place they were, or to a
 * person (and, optionally, a place) chosen now.
 */
export function CheckInDialog({ companyId, booking, onClose }: { companyId: string; booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const failed = useErrorToast();
  const checkIn = useCheckIn(companyId);
  const out = booking.items.filter((line) => line.checkedOutAt && !line.returnedAt);
  const [chosen, setChosen] = useState<string[]>(() => out.map((line) => line.itemId));
  const [returnTo, setReturnTo] = useState<ReturnTo>('previous');
  const [holder, setHolder] = useState<Holder>({ userId: '', objectId: '', locationId: '' });
  const { userId, objectId, locationId } = holder;
  const missingPerson = returnTo === 'chosen' && !userId;
  const toggle = (itemId: string, on: boolean) => setChosen(on ? [...chosen, itemId] : chosen.filter((id) => id !== itemId));

  const submit = () => {
    if (chosen.length === 0 || missingPerson) return;
    const body = {
      ...(chosen.length < out.length ? { items: chosen } : {}),
      ...(returnTo === 'chosen' ? { userId, ...(objectId ? { objectId, ...(locationId ? { locationId } : {}) } : {}) } : {}),
    };
    void checkIn.mutateAsync({ id: booking._id, body }).then(() => {
      notify.success(t('checked_in'));
      onClose();
    }, failed);
  };

  return (
    <FormDialog
      open
      title={t('check_in_title')}
      submitLabel={t('check_in')}
      submitting={checkIn.isPending}
      submitDisabled={chosen.length === 0 || missingPerson}
      onSubmit={submit}
      onClose={onClose}
      testId="check-in-dialog"
      submitTestId="check-in-submit"
    >
      <Stack gap="4">
        <Text fontSize="sm">{t('for_person', { name: booking.person.name })}</Text>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('check_in_items')}
          </Text>
          {out.map((line) => (
            <Checkbox.Root
              key={line.itemId}
              recipe={checkboxSlotRecipe}
              colorPalette="brand"
              checked={chosen.includes(line.itemId)}
              onCheckedChange={(details) => toggle(line.itemId, details.checked === true)}
              data-testid={`check-in-item-${line.itemId}`}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{line.quantity > 1 ? `${line.title} ×${line.quantity}` : line.title}</Checkbox.Label>
            </Checkbox.Root>
          ))}
          {chosen.length === 0 ? (
            <Text fontSize="sm" color="red.fg">
              {t('check_in_none')}
            </Text>
          ) : null}
        </Stack>
        <FormField label={t('check_in_return_to')}>
          <RadioGroup.Root recipe={radioGroupSlotRecipe} colorPalette="brand" value={returnTo} onValueChange={(details) => setReturnTo(details.value as ReturnTo)}>
            <Stack gap="2">
              {(['previous', 'chosen'] as const).map((kind) => (
                <RadioGroup.Item key={kind} value={kind} data-testid={`check-in-to-${kind}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(kind === 'previous' ? 'check_in_previous' : 'check_in_choose')}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </FormField>
        {returnTo === 'chosen' ? <HolderFields companyId={companyId} holder={holder} onChange={setHolder} /> : null}
      </Stack>
    </FormDialog>
  );
}
