import { isPanelAdmin, type Role } from '../../../../shared/roles';

/** Menu entries of the desktop shell (platform.md section 2, "Menu entries"), in display order. */
export const menuNames = [
  'items_list',
  'stats',
  'users',
  'stocktaking',
  'locations',
  'sticker_orders',
  'settings',
  'payment_tariff',
] as const;
export type MenuName = (typeof menuNames)[number];

export const subPageNames = ['items_create', 'items_datafiles', 'users_create'] as const;
export type SubPageName = (typeof subPageNames)[number];

export interface MenuEntry {
  name: MenuName;
  path: string;
  /** Pages that belong to this entry, by exact path. */
  subPages?: Readonly<Record<string, SubPageName>>;
  /** Matches its own path only, never a longer one. */
  exact?: boolean;
  /** Shown to root and admin only. */
  rootOnly?: boolean;
  hiddenFor?: readonly Role[];
  group: 'main' | 'bottom';
}

export const menuEntries = [
  {
    name: 'items_list',
    path: '/items',
    subPages: { '/items/create': 'items_create', '/items/datafiles': 'items_datafiles' },
    group: 'main',
  },
  { name: 'stats', path: '/analytics', exact: true, hiddenFor: ['worker'], group: 'main' },
  { name: 'users', path: '/users', rootOnly: true, subPages: { '/users/create': 'users_create' }, group: 'main' },
  { name: 'stocktaking', path: '/stocktaking', group: 'main' },
  { name: 'locations', path: '/locations', rootOnly: true, group: 'main' },
  { name: 'sticker_orders', path: '/requests', rootOnly: true, group: 'bottom' },
  { name: 'settings', path: '/settings', group: 'bottom' },
  { name: 'payment_tariff', path: '/payment', rootOnly: true, group: 'bottom' },
] as const satisfies readonly MenuEntry[];

/** `/items/` and `/items?x` name the same page as `/items`. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The menu entry a path belongs to: by exact path first, then by the sub-page mapping, then by
 * prefix (the longest matching entry path wins). A path matching nothing is public: null.
 */
export function resolveMenuEntry(path: string, entries: readonly MenuEntry[] = menuEntries): MenuEntry | null {
  const target = normalizePath(path);
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

/** Root-only entries are for root and admin; some entries are hidden from given roles. */
export function isMenuEntryVisible(entry: MenuEntry, role: Role): boolean {
  if (entry.rootOnly && !isPanelAdmin(role)) return false;
  return !entry.hiddenFor?.includes(role);
}

/** Role user has the panel disabled: only home. */
export function isMenuEntryEnabled(_entry: MenuEntry, role: Role): boolean {
  return role !== 'user';
}

export function visibleMenuEntries(role: Role, entries: readonly MenuEntry[] = menuEntries): MenuEntry[] {
  return entries.filter((entry) => isMenuEntryVisible(entry, role));
}

/** Whether a role may open a path: root-only pages are for root and admin, public paths for all. */
export function canOpenPath(path: string, role: Role, entries: readonly MenuEntry[] = menuEntries): boolean {
  const entry = resolveMenuEntry(path, entries);
  return entry === null || isMenuEntryVisible(entry, role);
}
