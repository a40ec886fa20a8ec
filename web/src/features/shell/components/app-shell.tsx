import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { LogoutIcon } from '../../../components/icons';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { menuStorage } from '../../../lib/storage';
import { NotificationsBell } from '../../notifications/components/notifications-bell';
import { useMobileLayout } from '../use-mobile-layout';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageName } from '../use-page-name';
import { Breadcrumbs } from './breadcrumbs';
import { DrawerMenu } from './drawer-menu';
import { MobileTopBar } from './mobile-top-bar';
import { OverflowMenu } from './overflow-menu';
import { SideMenu } from './side-menu';
import '../i18n';

interface AppShellProps {
  role: Role;
  onLogout: () => void;
  /** A bar above the desktop top bar, such as the e-mail confirmation alert (none on a phone). */
  banner?: ReactNode;
  /** The plan usage counter: on the right of the desktop top bar, in the phone's overflow menu. */
  topBar?: ReactNode;
  /** A control for the current page (the tour's help icon on /items), in either top bar. */
  pageAction?: ReactNode;
  /** A phone-only action of the top bar, such as scanning a label (the scan feature's button). */
  mobileBarAction?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the private area: the side menu and the top bar on a desktop; below `lg` the phone
 * top bar with the drawer menu and the overflow menu. The page names itself in the browser tab.
 */
export function AppShell({ role, onLogout, banner, topBar, pageAction, mobileBarAction, children }: AppShellProps) {
  const { t } = useTranslation('shell');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const mobile = useMobileLayout();
  const homeOnly = role === 'user';
  const pageName = usePageName(pathname, homeOnly);
  useDocumentTitle(pageName);
  const chrome = useChromeHeight();
  const [menuOpen, setMenuOpen] = useState(menuStorage.isOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [overflowOpen, setOverflowOpen] = useState(false);
  const toggleMenu = () => {
    setMenuOpen((open) => {
      menuStorage.setOpen(!open);
      return !open;
    });
  };

  // The drawer and the sheet belong to the page they were opened on.
  useEffect(() => {
    setDrawerOpen(false);
    setOverflowOpen(false);
  }, [pathname]);

  if (mobile) {
    return (
      <Flex direction="column" minH="100dvh" minW="0" data-testid="app-shell" data-layout="mobile">
        <Box ref={chrome} position="sticky" top="0" zIndex="docked">
          <MobileTopBar
            role={role}
            pathname={pathname}
            pageName={pageName}
            homeOnly={homeOnly}
            onOpenMenu={() => setDrawerOpen(true)}
            onOpenOverflow={() => setOverflowOpen(true)}
            pageAction={pageAction}
            mobileAction={mobileBarAction}
            notifications={<NotificationsBell />}
          />
        </Box>
        <Box as="main" flex="1" minW="0" px="3" py="4">
          {children}
        </Box>
        <DrawerMenu role={role} pathname={pathname} open={drawerOpen} onOpenChange={setDrawerOpen} />
        <OverflowMenu
          open={overflowOpen}
          onOpenChange={setOverflowOpen}
          planUsage={topBar}
          onLogout={onLogout}
        />
      </Flex>
    );
  }

  return (
    <Flex minH="100dvh" align="stretch" data-testid="app-shell" data-layout="desktop">
      <SideMenu role={role} pathname={pathname} open={menuOpen} onToggle={toggleMenu} />
      <Flex direction="column" flex="1" minW="0">
        {/* The banner sticks with the top bar, so the toasts below both never cover its controls. */}
        <Box ref={chrome} position="sticky" top="0" zIndex="docked">
          {banner}
          <Flex
            as="header"
            align="center"
            justify="space-between"
            wrap="wrap"
            columnGap="4"
            px="6"
            py="2"
            minH="60px"
            bg="white"
            borderBottomWidth="1px"
          >
            <Box minW="0" flex="1 1 12rem">
              <Breadcrumbs pathname={pathname} homeOnly={homeOnly} />
            </Box>
            <Flex align="center" gap="3" ms="auto" flexShrink={0}>
              {topBar}
              {pageAction}
              <NotificationsBell />
              <LanguageSwitcher />
              <Button size="xs" variant="ghost" onClick={onLogout} data-testid="logout">
                <LogoutIcon />
                {t('logout', { ns: 'common' })}
              </Button>
            </Flex>
          </Flex>
        </Box>
        {/* Room under the page for the floating contact-us bubble (support-widget.tsx): scrolled to its end, no pagination or button is under it. */}
        <Box as="main" flex="1" px="6" pt="6" pb="24">
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}

/**
 * Keeps `--shell-bar-bottom` on the document at the height of the sticky top bar (with the banner):
 * the toasts start below it (lib/toaster-store.ts), so they never cover its controls.
 */
function useChromeHeight() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') {
      root.style.removeProperty('--shell-bar-bottom');
      return;
    }
    const update = () => root.style.setProperty('--shell-bar-bottom', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    update();
    observer.current = new ResizeObserver(update);
    observer.current.observe(element);
  }, []);
}
