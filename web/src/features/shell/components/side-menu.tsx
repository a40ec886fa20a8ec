import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import { CollapseIcon, LogoMark, MenuIcon } from '../../../components/icons';
import { MenuEntryList } from './menu-entry-list';
import { SupportPanel } from './support-panel';
import '../i18n';

/** Width of the closed menu: room for the icons only. */
export const closedMenuWidth = 72;

interface SideMenuProps {
  role: Role;
  pathname: string;
  open: boolean;
  onToggle: () => void;
}

export function SideMenu({ role, pathname, open, onToggle }: SideMenuProps) {
  const { t } = useTranslation('shell');

  return (
    <Flex
      as="nav"
      aria-label={t('main_menu')}
      direction="column"
      width={`${open ? limits.menuWidth : closedMenuWidth}px`}
      flexShrink={0}
      height="100dvh"
      position="sticky"
      top="0"
      bg="white"
      borderRightWidth="1px"
      transition="width 0.2s"
      overflowX="hidden"
      overflowY="auto"
      data-testid="side-menu"
      data-open={open}
    >
      <Flex align="center" justify={open ? 'space-between' : 'center'} px="4" py="3" minH="60px">
        {open ? (
          <Flex align="center" gap="2" fontWeight="semibold" fontSize="lg" whiteSpace="nowrap">
            <LogoMark width="28" height="28" />
            {t('app_name', { ns: 'common' })}
          </Flex>
        ) : null}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={open ? t('close_menu') : t('open_menu')}
          aria-expanded={open}
          onClick={onToggle}
          data-testid="menu-toggle"
        >
          {open ? <CollapseIcon /> : <MenuIcon />}
        </IconButton>
      </Flex>
      <MenuEntryList role={role} pathname={pathname} open={open} />
      <Box flex="1" />
      {open ? <SupportPanel /> : null}
    </Flex>
  );
}
