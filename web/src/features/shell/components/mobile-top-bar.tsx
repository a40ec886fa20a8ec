import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link as RouterLink, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { ArrowBackIcon, GearIcon, MenuIcon, MoreIcon, PlusIcon } from '../../../components/icons';
import { addPathOf, parentPathOf } from '../mobile-nav';
import '../i18n';

/** Every control of the bar is a 44 px touch target. */
const target = { variant: 'ghost', minW: '44px', h: '44px', fontSize: 'xl' } as const;

interface MobileTopBarProps {
  role: Role;
  pathname: string;
  pageName: string;
  /** Role user has the panel disabled: no sub-pages, no add button, no settings. */
  homeOnly: boolean;
  onOpenMenu: () => void;
  onOpenOverflow: () => void;
  /** A control for this page only, such as the tour's help icon on /items. */
  pageAction?: ReactNode;
  /** A phone-only action, such as scanning a label. */
  mobileAction?: ReactNode;
  /** The notifications bell. */
  notifications: ReactNode;
}

/**
 * Spec, mobile layout: a back arrow on a sub-page or the menu button on a top page, the page's name
 * on one line (ellipsis when the controls leave it little room), the tour's help icon on /items, the
 * scan action, an add button on the items and users lists, the bell, the settings icon and the overflow menu.
 */
export function MobileTopBar(props: MobileTopBarProps) {
  const { role, pathname, pageName, homeOnly, onOpenMenu, onOpenOverflow, pageAction, mobileAction, notifications } = props;
  const { t } = useTranslation('shell');
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const parent = homeOnly ? null : parentPathOf(pathname);
  const add = homeOnly ? null : addPathOf(pathname, role);
  // Back where the user came from (a list keeps its filters); a page opened directly goes up instead.
  const back = () => (canGoBack ? router.history.back() : void navigate({ to: parent ?? '/' }));

  return (
    <Flex
      as="header"
      align="center"
      gap="0"
      ps="1"
      pe="1"
      h="56px"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
      data-testid="mobile-top-bar"
    >
      {parent ? (
        <IconButton {...target} aria-label={t('mobile.back')} onClick={back} data-testid="mobile-back">
          <ArrowBackIcon />
        </IconButton>
      ) : (
        <IconButton {...target} aria-label={t('mobile.menu')} aria-haspopup="dialog" onClick={onOpenMenu} data-testid="mobile-menu">
          <MenuIcon />
        </IconButton>
      )}
      <Heading
        as="h2"
        size="md"
        flex="1"
        minW="0"
        px="1"
        whiteSpace="nowrap"
        overflow="hidden"
        textOverflow="ellipsis"
        data-testid="mobile-title"
      >
        {pageName}
      </Heading>
      {pageAction}
      {mobileAction}
      {add ? (
        <IconButton asChild {...target} colorPalette="brand" variant="solid" fontSize="lg" mx="0.5" data-testid="mobile-add">
          <RouterLink to={add} aria-label={t('mobile.add')}>
            <PlusIcon />
          </RouterLink>
        </IconButton>
      ) : null}
      {notifications}
      {homeOnly ? null : (
        <IconButton asChild {...target} data-testid="mobile-settings">
          <RouterLink to="/settings" aria-label={t('mobile.settings')}>
            <GearIcon />
          </RouterLink>
        </IconButton>
      )}
      <IconButton {...target} aria-label={t('mobile.more')} aria-haspopup="dialog" onClick={onOpenOverflow} data-testid="mobile-more">
        <MoreIcon />
      </IconButton>
    </Flex>
  );
}
