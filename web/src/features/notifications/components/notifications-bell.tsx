import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Suspense, forwardRef, lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../shared/schemas/notifications';
import { dismissNotificationToasts, notify } from '../../../lib/toaster';
import { setUpPush } from '../push';
import { useNarrowScreen } from '../use-narrow-screen';
import { useNotificationsPoll } from '../use-notifications-poll';
import { useOpenNotification } from '../use-open-notification';
import { BellIcon } from './bell-icon';
import '../i18n';

const NotificationsPopup = lazy(() => import('./notifications-popup').then((module) => ({ default: module.NotificationsPopup })));

/** The badge shows up to 99; more reads 99+. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

type BellButtonProps = ComponentProps<typeof IconButton> & { count: number };

const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ count, ...props }, ref) {
  const { t } = useTranslation('notifications');
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      minW="44px"
      h="44px"
      position="relative"
      aria-label={count > 0 ? t('bell_unread', { count }) : t('bell')}
      data-testid="notifications-bell"
      data-count={count}
      {...props}
    >
      <BellIcon width="22" height="22" />
      {count > 0 ? (
        <Box
          as="span"
          position="absolute"
          top="1"
          insetEnd="1"
          minW="18px"
          h="18px"
          px="1"
          borderRadius="full"
          bg="red.600"
          color="white"
          fontSize="11px"
          fontWeight="bold"
          lineHeight="18px"
          textAlign="center"
          data-testid="notifications-badge"
        >
          {badgeText(count)}
        </Box>
      ) : null}
    </IconButton>
  );
});

/**
 * Spec: the top bar's notifications bell with the unread count. It opens the newest notifications in
 * a popover, or a full-width sheet on a phone (notifications-popup.tsx, loaded on the first opening).
 * Mounting it also asks for the browser's permission on the first signed-in page and registers the
 * push token where push is built in (push.ts).
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const count = useNotificationsPoll();
  const openNotification = useOpenNotification();
  const narrow = useNarrowScreen();
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpenState] = useState(false);
  const [requested, setRequested] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) {
      setRequested(true);
      dismissNotificationToasts();
    }
    setOpenState(next);
  };

  useEffect(() => {
    void setUpPush().then((reached) => {
      if (!reached) notify.warning(t('push_error'));
    });
    // Once per mount of the signed-in frame (push.ts asks at most once per visit).
  }, []);

  const onOpen = (notification: Notification) => {
    setOpen(false);
    openNotification(notification);
  };

  return (
    <>
      <BellButton ref={bell} count={count} onClick={() => setOpen(!open)} aria-expanded={open} aria-haspopup="dialog" />
      {requested ? (
        <Suspense fallback={null}>
          <NotificationsPopup open={open} onOpenChange={setOpen} anchor={bell} narrow={narrow} onOpen={onOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
