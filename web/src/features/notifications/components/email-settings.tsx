import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notificationTypes, type NotificationType } from '../../../../../shared/schemas/notifications';
import { notify } from '../../../lib/toaster';
import { notificationSettingsQuery, useSaveNotificationSettings } from '../api/notification-settings';
import '../i18n';

/**
 * Settings -> Notifications: one switch per kind of notification for e-mail. Each change is saved
 * at once and confirmed with a toast; a refused save puts the switch back (it shows the saved value).
 */
export function EmailSettings() {
  const { t } = useTranslation('notifications');
  const settings = useQuery(notificationSettingsQuery);
  const save = useSaveNotificationSettings();

  const toggle = (type: NotificationType, on: boolean) => {
    save.mutate(
      { email: { [type]: on } },
      {
        onSuccess: () => notify.success(t('email_saved')),
        onError: () => notify.error(t('email_error')),
      },
    );
  };

  const pending = save.isPending ? save.variables.email : {};

  return (
    <Stack gap="3" pt="4" borderTopWidth="1px" data-testid="notifications-email-settings">
      <Stack gap="1">
        <Text fontWeight="semibold">{t('email_title')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('email_help')}
        </Text>
      </Stack>
      {settings.isPending ? (
        <Spinner size="sm" color="brand.500" />
      ) : settings.isError ? (
        <Text color="red.600" fontSize="sm">
          {t('email_load_error')}
        </Text>
      ) : (
        <Stack gap="1">
          {notificationTypes.map((type) => (
            <Switch.Root
              key={type}
              recipe={switchSlotRecipe}
              colorPalette="brand"
              minH="44px"
              checked={pending[type] ?? settings.data.email[type] ?? true}
              disabled={save.isPending}
              onCheckedChange={(details) => toggle(type, details.checked)}
              data-testid={`notifications-email-${type}`}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t(`types.${type}`)}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
