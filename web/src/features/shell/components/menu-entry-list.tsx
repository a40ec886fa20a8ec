import { Box } from '@chakra-ui/react/box';
import { Link } from '@chakra-ui/react/link';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { separatorRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../../shared/roles';
import { HomeIcon } from '../../../components/icons';
import { activeMenuEntry, isMenuEntryEnabled, visibleMenuEntries, type MenuEntry } from '../menu';
import { menuIcons } from './menu-icons';
import '../i18n';

interface MenuEntryListProps {
  role: Role;
  pathname: string;
  /** Labels beside the icons; a folded side menu shows the icons alone. */
  open: boolean;
  /** The drawer closes when an entry is followed. */
  onNavigate?: () => void;
}

/**
 * The menu's entries, the main group then the bottom group under a divider: the same list, roles and
 * enabled rules in the desktop side menu and the phone drawer.
 */
export function MenuEntryList({ role, pathname, open, onNavigate }: MenuEntryListProps) {
  const entries = visibleMenuEntries(role);
  const active = activeMenuEntry(pathname)?.name;
  const renderEntry = (entry: MenuEntry) => (
    <MenuLink
      key={entry.name}
      entry={entry}
      open={open}
      active={entry.name === active}
      enabled={isMenuEntryEnabled(entry, role)}
      onNavigate={onNavigate}
    />
  );
  return (
    <>
      <Stack as="ul" gap="1" px="3" listStyleType="none">
        {role === 'user' ? <HomeLink open={open} onNavigate={onNavigate} /> : null}
        {entries.filter((entry) => entry.group === 'main').map(renderEntry)}
      </Stack>
      <Separator recipe={separatorRecipe} my="3" mx="3" width="auto" />
      <Stack as="ul" gap="1" px="3" listStyleType="none">
        {entries.filter((entry) => entry.group === 'bottom').map(renderEntry)}
      </Stack>
    </>
  );
}

/** Role user has the panel disabled except home. */
function HomeLink({ open, onNavigate }: { open: boolean; onNavigate?: () => void }) {
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
        <RouterLink to="/" aria-label={open ? undefined : t('home')} onClick={onNavigate}>
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
    // A touch target on a phone.
    minH: '44px',
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

interface MenuLinkProps {
  entry: MenuEntry;
  open: boolean;
  active: boolean;
  enabled: boolean;
  onNavigate?: () => void;
}

function MenuLink({ entry, open, active, enabled, onNavigate }: MenuLinkProps) {
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
          <RouterLink
            to={entry.path}
            aria-current={active ? 'page' : undefined}
            aria-label={open ? undefined : label}
            onClick={onNavigate}
          >
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
