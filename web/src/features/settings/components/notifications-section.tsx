import { Stack } from '@chakra-ui/react/stack';
import { Switch } from '@chakra-ui/react/switch';
import { Text } from '@chakra-ui/react/text';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsStorage } from '../../../lib/storage';
import { notificationState, type NotificationState } from '../notifications';
import '../i18n';

const browserPermission = (): NotificationPermission | undefined =>
  typeof Notification === 'undefined' ? undefined : Notification.permission;

const currentState = (): NotificationState => notificationState(browserPermission(), notificationsStorage.deniedAt(), Date.now());

/**
 * Browser notifications of this panel. Turning them on asks the browser's permission; a refusal is
 * not asked about again for a day (kept in local storage). A granted permission cannot be taken
 * back from a page, so turning them off is this browser's own choice, kept the same way.
 */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const [state, setState] = useState(currentState);
  const [off, setOff] = useState(notificationsStorage.isOff);
  const [asking, setAsking] = useState(false);

  const turnOn = async () => {
    notificationsStorage.setOff(false);
    setOff(false);
    if (state !== 'ask') return;
    setAsking(true);
    const answer = await Notification.requestPermission().catch((): NotificationPermission => 'default');
    setAsking(false);
    notificationsStorage.setDeniedAt(answer === 'granted' ? null : Date.now());
    setState(currentState());
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
    </Stack>
  );
}
