import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../../../shared/schemas/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { useErrorToast } from '../../../components/use-error-toast';
import { notify } from '../../../lib/toaster';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteUser } from '../api/delete-user';
import { usersListQuery } from '../api/list-users';
import '../i18n';

/** The most people the responsible-person list shows at once; the search narrows it down. */
const candidatesShown = 100;

interface DeleteUserDialogProps {
  user: CompanyUser;
  companyId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Spec: deleting a user needs a responsible person, another user of the company, to take over. */
export function DeleteUserDialog({ user, companyId, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const errorToast = useErrorToast();
  const remove = useDeleteUser(companyId);
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const [responsible, setResponsible] = useState('');
  const candidates = useQuery({
    // An heir takes the items: an inactive user cannot (docs/inactive-users.md).
    ...usersListQuery(companyId, { page: 1, search: search || undefined, status: 'active' }, candidatesShown),
    select: (page) => page.data.filter((candidate) => candidate._id !== user._id),
  });
  const options = candidates.data ?? [];
  const chosen = options.some((candidate) => candidate._id === responsible) ? responsible : '';

  const confirm = () =>
    remove.mutate(
      { id: user._id, responsible: chosen },
      {
        onSuccess: () => {
          notify.success(t('deleted'));
          onDeleted();
        },
        onError: errorToast,
      },
    );

  return (
    <ConfirmDialog
      open
      title={t('delete_title', { name: user.displayName })}
      confirmLabel={t('delete')}
      danger
      loading={remove.isPending}
      confirmDisabled={!chosen}
      onConfirm={confirm}
      onCancel={onClose}
      confirmTestId="user-delete-confirm"
    >
      <Stack gap="4">
        <Text>{t('delete_text', { name: user.displayName })}</Text>
        <Input
          type="search"
          maxLength={100}
          placeholder={t('delete_search')}
          aria-label={t('delete_search')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          data-testid="user-delete-search"
        />
        <FormField label={t('delete_responsible')} required>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={chosen}
              onChange={(event) => setResponsible(event.target.value)}
              data-testid="user-delete-responsible"
            >
              <option value="" disabled>
                {candidates.isFetching && options.length === 0 ? t('loading', { ns: 'common' }) : t('delete_responsible_placeholder')}
              </option>
              {options.map((candidate) => (
                <option key={candidate._id} value={candidate._id}>
                  {candidate.displayName === candidate.email ? candidate.email : `${candidate.displayName} (${candidate.email})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}
