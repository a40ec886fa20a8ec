import { menuAccess, roleGroups, type MenuName } from '../../../../shared/permissions';
import type { Role } from '../../../../shared/roles';

export type { MenuName };

/** Where a signed-in user lands: home redirects here, and so does a page the role may not open. */
export const homePath = '/items';

export const subPageNames = ['items_create', 'items_datafiles', 'users_create'] as const;
export type SubPageName = (typeof subPageNames)[number];

export interface MenuEntry {
  name: MenuName;
  path: string;
  /** Pages that belong to this entry, by exact path. */
  subPages?: Readonly<Record<string, SubPageName>>;
  /** Matches its own path only, never a longer one. */
  exact?: boolean;
  /**
   * A way straight to a sub-page of another entry: the page stays that entry's (breadcrumbs, the
   * phone's back arrow), while this entry is the one highlighted on it and says who may open it.
   */
  shortcutOf?: MenuName;
  group: 'main' | 'bottom';
}

/**
 * Menu entries of the desktop shell (platform.md section 2, "Menu entries"), in display order. Who
 * sees each one is `menuAccess` in shared/permissions.ts, next to the roles of the API routes.
 */
export const menuEntries = [
  {
    name: 'items_list',
    path: '/items',
    subPages: { '/items/create': 'items_create', '/items/datafiles': 'items_datafiles' },
    group: 'main',
  },
  // Issue 23: the import is found from the menu, not only from the list's toolbar.
  { name: 'items_import', path: '/items/datafiles', shortcutOf: 'items_list', group: 'main' },
  { name: 'bookings', path: '/bookings', group: 'main' },
  { name: 'stats', path: '/analytics', exact: true, group: 'main' },
  { name: 'users', path: '/users', subPages: { '/users/create': 'users_create' }, group: 'main' },
  { name: 'stocktaking', path: '/stocktaking', group: 'main' },
  { name: 'maintenance', path: '/maintenance', group: 'main' },
  { name: 'locations', path: '/locations', group: 'main' },
  { name: 'sticker_orders', path: '/requests', group: 'bottom' },
  { name: 'settings', path: '/settings', group: 'bottom' },
  { name: 'payment_tariff', path: '/payment', group: 'bottom' },
] as const satisfies readonly MenuEntry[];

/** `/items/` and `/items?x` name the same page as `/items`. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The menu entry a path belongs to: by exact path first, then by the sub-page mapping, then by
 * prefix (the longest matching entry path wins). A path matching nothing is public: null. Shortcuts
 * own no page.
 */
export function resolveMenuEntry(path: string, allEntries: readonly MenuEntry[] = menuEntries): MenuEntry | null {
  const target = normalizePath(path);
  const entries = allEntries.filter((entry) => entry.shortcutOf === undefined);
  const exact = entries.find((entry) => entry.path === target);
  if (exact) return exact;
  const bySubPage = entries.find((entry) => entry.subPages !== undefined && target in entry.subPages);
  if (bySubPage) return bySubPage;
  let best: MenuEntry | null = null;
  for (const entry of entries) {
    if (entry.exact || !target.startsWith(`${entry.path}/`)) continue;
    if (!best || entry.path.length > best.path.length) best = entry;
  }
  return best;
}

/** The entry highlighted on a path: a shortcut to exactly this page, else the entry the page belongs to. */
export function activeMenuEntry(path: string, entries: readonly MenuEntry[] = menuEntries): MenuEntry | null {
  const target = normalizePath(path);
  return entries.find((entry) => entry.shortcutOf !== undefined && entry.path === target) ?? resolveMenuEntry(target, entries);
}

export type Crumb = { kind: 'menu'; name: MenuName; path: string } | { kind: 'subPage'; name: SubPageName; path: string };

/** Breadcrumbs of a path: its menu entry, then the sub-page when the path is one. */
export function breadcrumbsFor(path: string, entries: readonly MenuEntry[] = menuEntries): Crumb[] {
  const entry = resolveMenuEntry(path, entries);
  if (!entry) return [];
  const crumbs: Crumb[] = [{ kind: 'menu', name: entry.name, path: entry.path }];
  const target = normalizePath(path);
  const subPage = entry.subPages?.[target];
  if (subPage) crumbs.push({ kind: 'subPage', name: subPage, path: target });
  return crumbs;
}

/** Whether a role may use an entry: `menuAccess` (role user may use none). */
export function hasMenuAccess(entry: MenuEntry, role: Role): boolean {
  return menuAccess[entry.name].includes(role);
}

/**
 * The entries a role sees. Role user has the panel disabled: it sees the entries every member has,
 * greyed out (see isMenuEntryEnabled), with home the only one enabled.
 */
export function isMenuEntryVisible(entry: MenuEntry, role: Role): boolean {
  if (role === 'user') return roleGroups.members.every((member) => menuAccess[entry.name].includes(member));
  return hasMenuAccess(entry, role);
}

/** Role user has the panel disabled: only home. */
export function isMenuEntryEnabled(entry: MenuEntry, role: Role): boolean {
  return hasMenuAccess(entry, role);
}

export function visibleMenuEntries(role: Role, entries: readonly MenuEntry[] = menuEntries): MenuEntry[] {
  return entries.filter((entry) => isMenuEntryVisible(entry, role));
}

/**
 * Whether a role may open a path: a page is for the roles of its menu entry (a shortcut's page, for
 * the shortcut's); a path matching no entry is public. Role user opens only home, where the shell
 * shows the stub.
 */
export function canOpenPath(path: string, role: Role, entries: readonly MenuEntry[] = menuEntries): boolean {
  const entry = activeMenuEntry(path, entries);
  if (entry === null) return true;
  if (role === 'user') return normalizePath(path) === homePath;
  return hasMenuAccess(entry, role);
}
