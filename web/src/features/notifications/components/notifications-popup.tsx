import { IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { drawerSlotRecipe, popoverSlotRecipe } from '@chakra-ui/react/theme';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../shared/schemas/notifications';
import { NotificationsList } from './notifications-list';
import '../i18n';

interface NotificationsPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the popover hangs from it, focus returns to it, and a click on it is not "outside". */
  anchor: RefObject<HTMLButtonElement | null>;
  /** A phone: a full-width sheet from the bottom instead of the popover. */
  narrow: boolean;
  onOpen: (notification: Notification) => void;
}

/**
 * The bell's popup, loaded with its first opening (the bell and its poll stay light): a popover under
 * the bell on desktop, a full-width bottom sheet on a phone.
 */
export function NotificationsPopup({ open, onOpenChange, anchor, narrow, onOpen }: NotificationsPopupProps) {
  const { t } = useTranslation('notifications');
  const change = (details: { open: boolean }) => onOpenChange(details.open);

  if (narrow) {
    // The sheet closes on a tap outside it, Escape or its close button. Focus landing outside does not
    // close it: the tapped bell can take focus back just after the sheet opened (first opening loads
    // its code), and the sheet would vanish at once.
    return (
      <Drawer.Root
        recipe={drawerSlotRecipe}
        open={open}
        onOpenChange={change}
        onFocusOutside={(event) => event.preventDefault()}
        placement="bottom"
        finalFocusEl={() => anchor.current}
        lazyMount
        unmountOnExit
      >
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
    <Popover.Root
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={change}
      // A press on the bell is its own toggle, not a press outside that closes and reopens.
      persistentElements={[() => anchor.current]}
      finalFocusEl={() => anchor.current}
      positioning={{ placement: 'bottom-end', getAnchorRect: () => anchor.current?.getBoundingClientRect() ?? null }}
      lazyMount
      unmountOnExit
    >
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
