import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyObject } from '../../../../../shared/schemas/locations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useDeleteObject } from '../api/delete-object';
import '../i18n';

export function DeleteObjectDialog({ object, onClose }: { object: CompanyObject; onClose: () => void }) {
  const { t } = useTranslation('locations');
  const errorToast = useErrorToast();
  const remove = useDeleteObject();
  const [shouldUpdate, setShouldUpdate] = useState(false);
  const confirm = () =>
    remove.mutate(
      { id: object._id, shouldUpdate },
      {
        onSuccess: () => {
          notify.success(t('deleted'));
          onClose();
        },
        onError: errorToast,
      },
    );
  return (
    <ConfirmDialog
      open
      title={t('delete_title', { title: object.title })}
      confirmLabel={t('delete')}
      danger
      loading={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="object-delete-confirm"
    >
      <Stack gap="4">
        <Text>{t('delete_text')}</Text>
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          checked={shouldUpdate}
          onCheckedChange={(details) => setShouldUpdate(details.checked === true)}
          data-testid="object-delete-should-update"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('delete_should_update')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </ConfirmDialog>
  );
}
