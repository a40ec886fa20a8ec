import { Stack } from '@chakra-ui/react/stack';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsStorage } from '../../../lib/storage';
import { EmailSettings } from '../../notifications/components/email-settings';
import { registerPushToken } from '../../notifications/push';
import { askNotificationPermission, currentNotificationState } from '../../notifications/system-notifications';
import '../i18n';

/**
 * Browser notifications of this panel. Turning them on asks the browser's permission; a refusal is
 * not asked about again for a day (kept in local storage). A granted permission cannot be taken
 * back from a page, so turning them off is this browser's own choice, kept the same way.
 */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState(currentNotificationState);
  const [off, setOff] = useState(notificationsStorage.isOff);
  const [asking, setAsking] = useState(false);

  const turnOn = async () => {
    notificationsStorage.setOff(false);
    setOff(false);
    if (state === 'ask') {
      setAsking(true);
      setState(await askNotificationPermission());
      setAsking(false);
    }
    // Registers only once granted and where push is built in (notifications/push.ts).
    void registerPushToken();
  };

  const turnOff = () => {
    notificationsStorage.setOff(true);
    setOff(true);
  };

  const hint =
    state === 'unsupported'
      ? t('notifications_unsupported')
      : state === 'blocked'
        ? t('notifications_blocked')
        : state === 'later'
          ? t('notifications_later')
          : t('notifications_help');

  return (
    <Stack gap="2">
      <Switch.Root
        recipe={switchSlotRecipe}
        colorPalette="brand"
        checked={state === 'granted' && !off}
        disabled={asking || state === 'unsupported' || state === 'blocked' || state === 'later'}
        onCheckedChange={(details) => void (details.checked ? turnOn() : turnOff())}
        data-testid="settings-notifications"
        data-state-name={state}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('notifications_label')}</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm" data-testid="settings-notifications-hint">
        {hint}
      </Text>
      <EmailSettings />
    </Stack>
  );
}
