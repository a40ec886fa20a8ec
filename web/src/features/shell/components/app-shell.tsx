import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { LogoutIcon } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { menuStorage } from '../../../lib/storage';
import { NotificationsBell } from '../../notifications/components/notifications-bell';
import { Breadcrumbs } from './breadcrumbs';
import { SideMenu } from './side-menu';
import '../i18n';

interface AppShellProps {
  role: Role;
  onLogout: () => void;
  /** A bar above the top bar, such as the e-mail confirmation alert. */
  banner?: ReactNode;
  /** Extra content on the right of the top bar, such as the plan usage counter. */
  topBar?: ReactNode;
  children: ReactNode;
}

/** The desktop frame of the private area: the left menu, the top bar and the page. */
export function AppShell({ role, onLogout, banner, topBar, children }: AppShellProps) {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [menuOpen, setMenuOpen] = useState(menuStorage.isOpen);
  const toggleMenu = () => {
    setMenuOpen((open) => {
      menuStorage.setOpen(!open);
      return !open;
    });
  };

  return (
    <Flex minH="100dvh" align="stretch">
      <SideMenu role={role} pathname={pathname} open={menuOpen} onToggle={toggleMenu} />
      <Flex direction="column" flex="1" minW="0">
        {banner}
        <Flex
          as="header"
          align="center"
          justify="space-between"
          gap="4"
          px="6"
          minH="60px"
          bg="white"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="docked"
        >
          <Breadcrumbs pathname={pathname} homeOnly={role === 'user'} />
          <Flex align="center" gap="3">
            {topBar}
            <NotificationsBell />
            <LanguageSwitcher />
            <Button size="xs" variant="ghost" onClick={onLogout} data-testid="logout">
              <LogoutIcon />
              {t('logout', { ns: 'common' })}
            </Button>
          </Flex>
        </Flex>
        <Box as="main" flex="1" px="6" py="6">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
