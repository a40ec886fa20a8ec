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
          wrap="wrap"
          gap={{ base: '2', md: '4' }}
          px={{ base: '3', md: '6' }}
          py={{ base: '2', md: '0' }}
          minH="60px"
          bg="white"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="docked"
        >
          <Breadcrumbs pathname={pathname} homeOnly={role === 'user'} />
          <Flex align="center" wrap="wrap" gap={{ base: '1', md: '3' }} ms="auto">
            {topBar}
            <NotificationsBell />
            <LanguageSwitcher />
            <Button size="xs" variant="ghost" onClick={onLogout} data-testid="logout" aria-label={t('logout', { ns: 'common' })}>
              <LogoutIcon />
              {/* On a phone the icon alone, so the top bar fits. */}
              <Box as="span" display={{ base: 'none', md: 'inline' }}>
                {t('logout', { ns: 'common' })}
              </Box>
            </Button>
          </Flex>
        </Flex>
        <Box as="main" flex="1" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
