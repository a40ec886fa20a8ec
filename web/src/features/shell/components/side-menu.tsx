import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Separator } from '@chakra-ui/react/separator';
import { separatorRecipe } from '@chakra-ui/react/theme';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { appLinks } from '../../../../../shared/app-links';
import { limits } from '../../../../../shared/limits';
import type { Role } from '../../../../../shared/roles';
import { ChatIcon, CollapseIcon, HomeIcon, LogoMark, MailIcon, MenuIcon, PhoneIcon } from '../../../components/icons';
import { isMenuEntryEnabled, resolveMenuEntry, visibleMenuEntries, type MenuEntry } from '../menu';
import { supportContacts } from '../support';
import { AppLinksButton } from './app-links-button';
import { menuIcons } from './menu-icons';
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
  const entries = visibleMenuEntries(role);
  const active = resolveMenuEntry(pathname)?.name;
  const renderEntry = (entry: MenuEntry) => (
    <MenuLink key={entry.name} entry={entry} open={open} active={entry.name === active} enabled={isMenuEntryEnabled(entry, role)} />
  );

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
      <Stack as="ul" gap="1" px="3" listStyleType="none">
        {role === 'user' ? <HomeLink open={open} /> : null}
        {entries.filter((entry) => entry.group === 'main').map(renderEntry)}
      </Stack>
      <Separator recipe={separatorRecipe} my="3" mx="3" width="auto" />
      <Stack as="ul" gap="1" px="3" listStyleType="none">
        {entries.filter((entry) => entry.group === 'bottom').map(renderEntry)}
      </Stack>
      <Box flex="1" />
      {open ? <SupportPanel /> : null}
    </Flex>
  );
}

/** Role user has the panel disabled except home. */
function HomeLink({ open }: { open: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <li>
      <Link
        asChild
        {...entryLook(open)}
        color="brand.fg"
        bg="brand.subtle"
        title={open ? undefined : t('home')}
        data-testid="menu-home"
      >
        <RouterLink to="/" aria-label={open ? undefined : t('home')}>
          <EntryContent icon={HomeIcon} label={t('home')} open={open} />
        </RouterLink>
      </Link>
    </li>
  );
}

const entryLook = (open: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'md',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    justifyContent: open ? 'flex-start' : 'center',
    textDecoration: 'none',
  }) as const;

function EntryContent({ icon: Icon, label, open }: { icon: ComponentType<SVGProps<SVGSVGElement>>; label: string; open: boolean }) {
  return (
    <>
      <Box as="span" fontSize="xl" flexShrink={0}>
        <Icon />
      </Box>
      {open ? <span>{label}</span> : null}
    </>
  );
}

function MenuLink({ entry, open, active, enabled }: { entry: MenuEntry; open: boolean; active: boolean; enabled: boolean }) {
  const { t } = useTranslation('shell');
  const label = t(`menu.${entry.name}`);
  const look = entryLook(open);
  const content = <EntryContent icon={menuIcons[entry.name]} label={label} open={open} />;
  return (
    <li>
      {enabled ? (
        <Link
          asChild
          {...look}
          color={active ? 'brand.fg' : 'fg'}
          bg={active ? 'brand.subtle' : undefined}
          _hover={{ bg: active ? 'brand.muted' : 'gray.100', textDecoration: 'none' }}
          title={open ? undefined : label}
          data-testid={`menu-${entry.name}`}
        >
          <RouterLink to={entry.path} aria-current={active ? 'page' : undefined} aria-label={open ? undefined : label}>
            {content}
          </RouterLink>
        </Link>
      ) : (
        <Box
          {...look}
          color="fg.subtle"
          cursor="not-allowed"
          aria-disabled="true"
          title={open ? undefined : label}
          data-testid={`menu-${entry.name}`}
        >
          {content}
        </Box>
      )}
    </li>
  );
}

function SupportPanel() {
  const { t } = useTranslation('shell');
  const row = { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' } as const;
  return (
    <Stack gap="2" m="3" p="3" borderRadius="md" bg="gray.50" borderWidth="1px" data-testid="support-panel">
      <Text fontWeight="semibold" fontSize="sm">
        {t('support_title')}
      </Text>
      <Link href={supportContacts.botUrl} target="_blank" rel="noreferrer" {...row}>
        <ChatIcon />
        {t('support_bot')}
      </Link>
      <Link href={`tel:${supportContacts.phone.replace(/\s/g, '')}`} {...row}>
        <PhoneIcon />
        {supportContacts.phone}
      </Link>
      <Link href={`mailto:${supportContacts.email}`} {...row}>
        <MailIcon />
        {supportContacts.email}
      </Link>
      <Text fontSize="xs" color="fg.muted" pt="1">
        {t('support_apps')}
      </Text>
      <Flex gap="2" fontSize="xs">
        <Link href={appLinks.ios} target="_blank" rel="noreferrer" color="brand.fg">
          App Store
        </Link>
        <Link href={appLinks.android} target="_blank" rel="noreferrer" color="brand.fg">
          Google Play
        </Link>
      </Flex>
      <AppLinksButton />
    </Stack>
  );
}
