import { Box } from '@chakra-ui/react/box';
import { Drawer } from '@chakra-ui/react/drawer';
import { IconButton } from '@chakra-ui/react/button';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { drawerSlotRecipe, popoverSlotRecipe } from '@chakra-ui/react/theme';
import { forwardRef, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../shared/schemas/notifications';
import { dismissNotificationToasts, notify } from '../../../lib/toaster';
import { setUpPush } from '../push';
import { useNarrowScreen } from '../use-narrow-screen';
import { useNotificationsPoll } from '../use-notifications-poll';
import { useOpenNotification } from '../use-open-notification';
import { BellIcon } from './bell-icon';
import { NotificationsList } from './notifications-list';
import '../i18n';

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
 * a popover, or a full-width sheet on a phone. Mounting it also asks for the browser's permission on
 * the first signed-in page and registers the push token where push is built in (push.ts).
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const count = useNotificationsPoll();
  const openNotification = useOpenNotification();
  const narrow = useNarrowScreen();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) dismissNotificationToasts();
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

  if (narrow) {
    return (
      <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom" lazyMount unmountOnExit>
        <Drawer.Trigger asChild>
          <BellButton count={count} />
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content w="100vw" maxW="100vw" maxH="85dvh" borderTopRadius="l3" overflow="hidden">
              <NotificationsList
                onOpen={onOpen}
                closeButton={
                  <Drawer.CloseTrigger asChild position="static">
                    <IconButton variant="ghost" minW="44px" h="44px" aria-label={t('close')} data-testid="notifications-close">
                      ×
                    </IconButton>
                  </Drawer.CloseTrigger>
                }
              />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    );
  }

  return (
    <Popover.Root recipe={popoverSlotRecipe} open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <BellButton count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="380px" maxW="calc(100vw - 16px)" maxH="70vh" overflow="hidden" display="flex" flexDirection="column">
            <NotificationsList onOpen={onOpen} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
