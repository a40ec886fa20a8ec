import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Flex } from '@chakra-ui/react/flex';
import { Portal } from '@chakra-ui/react/portal';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import { CollapseIcon, LogoMark } from '../../../components/icons';
import { MenuEntryList } from './menu-entry-list';
import { SupportPanel } from './support-panel';
import '../i18n';

interface DrawerMenuProps {
  role: Role;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone's menu: the side menu's entries and support block, sliding in from the start edge. */
export function DrawerMenu({ role, pathname, open, onOpenChange }: DrawerMenuProps) {
  const { t } = useTranslation('shell');
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`min(${limits.menuWidth + 40}px, 85vw)`} data-testid="drawer-menu">
            <Flex as="nav" aria-label={t('main_menu')} direction="column" h="100%" overflowY="auto">
              <Flex align="center" justify="space-between" ps="4" pe="2" minH="56px">
                <Drawer.Title display="flex" alignItems="center" gap="2" fontWeight="semibold" fontSize="lg" whiteSpace="nowrap">
                  <LogoMark width="28" height="28" />
                  {t('app_name', { ns: 'common' })}
                </Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <IconButton variant="ghost" minW="44px" h="44px" aria-label={t('close_menu')} data-testid="drawer-close">
                    <CollapseIcon />
                  </IconButton>
                </Drawer.CloseTrigger>
              </Flex>
              <MenuEntryList role={role} pathname={pathname} open onNavigate={close} />
              <Box flex="1" />
              <SupportPanel touch />
            </Flex>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
