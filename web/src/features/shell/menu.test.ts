import { describe, expect, it } from 'vitest';
import { menuAccess } from '../../../../shared/permissions';
import { roles } from '../../../../shared/roles';
import { importsRoutes } from '../../../../shared/routes/imports';
import {
  activeMenuEntry,
  breadcrumbsFor,
  canOpenPath,
  homePath,
  isMenuEntryEnabled,
  menuEntries,
  normalizePath,
  resolveMenuEntry,
  visibleMenuEntries,
  type MenuEntry,
} from './menu';

const nameOf = (path: string, entries?: readonly MenuEntry[]) => resolveMenuEntry(path, entries)?.name ?? null;

describe('resolveMenuEntry', () => {
  it('matches every entry by its exact path', () => {
    for (const entry of menuEntries.filter((entry) => !('shortcutOf' in entry))) expect(nameOf(entry.path)).toBe(entry.name);
  });

  it('gives a shortcut no page: its page stays the entry it leads into', () => {
    expect(nameOf('/items/datafiles')).toBe('items_list');
    expect(breadcrumbsFor('/items/datafiles')).toEqual([
      { kind: 'menu', name: 'items_list', path: '/items' },
      { kind: 'subPage', name: 'items_datafiles', path: '/items/datafiles' },
    ]);
  });

  it('maps sub-pages to their entry', () => {
    expect(nameOf('/items/create')).toBe('items_list');
    expect(nameOf('/items/datafiles')).toBe('items_list');
    expect(nameOf('/users/create')).toBe('users');
  });

  it('falls back to a prefix match for deeper paths', () => {
    expect(nameOf('/items/65f0c0ffee')).toBe('items_list');
    expect(nameOf('/users/42')).toBe('users');
    expect(nameOf('/settings/payment')).toBe('settings');
  });

  it('does not prefix-match an exact-only entry', () => {
    expect(nameOf('/analytics')).toBe('stats');
    expect(nameOf('/analytics/brands')).toBeNull();
  });

  it('needs a whole path segment for a prefix match', () => {
    expect(nameOf('/itemsx')).toBeNull();
    expect(nameOf('/payments')).toBeNull();
  });

  it('treats a path matching no entry as public', () => {
    expect(nameOf('/')).toBeNull();
    expect(nameOf('/auth/login')).toBeNull();
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(nameOf('/items/')).toBe('items_list');
    expect(nameOf('/users/create?x=1')).toBe('users');
    expect(nameOf('/analytics#top')).toBe('stats');
  });

  it('prefers the exact path, then the sub-page mapping, then the prefix', () => {
    const entries: MenuEntry[] = [
      { name: 'items_list', path: '/a', subPages: { '/a/b/c': 'items_create' }, group: 'main' },
      { name: 'users', path: '/a/b', group: 'main' },
      { name: 'settings', path: '/a/b/c/d', group: 'main' },
    ];
    expect(nameOf('/a/b/c/d', entries)).toBe('settings'); // exact beats everything
    expect(nameOf('/a/b/c', entries)).toBe('items_list'); // sub-page beats the longer prefix /a/b
    expect(nameOf('/a/b/x', entries)).toBe('users'); // longest prefix wins
    expect(nameOf('/a/x', entries)).toBe('items_list');
  });
});

describe('activeMenuEntry', () => {
  const active = (path: string) => activeMenuEntry(path)?.name ?? null;

  it('highlights Import on the import page, and Items on the rest of the items pages', () => {
    expect(active('/items/datafiles')).toBe('items_import');
    expect(active('/items/datafiles/')).toBe('items_import');
    expect(active('/items')).toBe('items_list');
    expect(active('/items/create')).toBe('items_list');
    expect(active('/items/65f0c0ffee')).toBe('items_list');
  });

  it('is the entry a page belongs to elsewhere', () => {
    for (const entry of menuEntries.filter((entry) => !('shortcutOf' in entry))) expect(active(entry.path)).toBe(entry.name);
    expect(active('/settings/payment')).toBe('settings');
    expect(active('/auth/login')).toBeNull();
  });
});

describe('breadcrumbsFor', () => {
  it('names the menu entry of a page', () => {
    expect(breadcrumbsFor('/items')).toEqual([{ kind: 'menu', name: 'items_list', path: '/items' }]);
  });

  it('adds the sub-page', () => {
    expect(breadcrumbsFor('/users/create')).toEqual([
      { kind: 'menu', name: 'users', path: '/users' },
      { kind: 'subPage', name: 'users_create', path: '/users/create' },
    ]);
  });

  it('is empty on a public path', () => {
    expect(breadcrumbsFor('/auth/register')).toEqual([]);
  });
});

describe('visibleMenuEntries', () => {
  const names = (role: Parameters<typeof visibleMenuEntries>[0]) => visibleMenuEntries(role).map((entry) => entry.name);

  it('has an entry for every name of menuAccess, and only those', () => {
    expect(menuEntries.map((entry) => entry.name).sort()).toEqual(Object.keys(menuAccess).sort());
  });

  it('shows root and admin everything', () => {
    const all = menuEntries.map((entry) => entry.name);
    expect(names('root')).toEqual(all);
    expect(names('admin')).toEqual(all);
  });

  it('hides root-only entries from other roles', () => {
    expect(names('stockman')).toEqual(['items_list', 'items_import', 'bookings', 'stats', 'stocktaking', 'maintenance', 'settings']);
  });

  it('shows Import, leading to the import page, to exactly the roles that may import', () => {
    const importRoles = new Set(importsRoutes.map((route) => [...route.roles].sort().join()));
    expect([...importRoles]).toEqual([[...menuAccess.items_import].sort().join()]);
    const entry = menuEntries.find((candidate) => candidate.name === 'items_import');
    expect(entry).toMatchObject({ path: '/items/datafiles', group: 'main' });
    for (const role of roles) expect(names(role).includes('items_import'), role).toBe(menuAccess.items_import.includes(role) && role !== 'user');
    // Next to Items, in the main group.
    expect(names('root').slice(0, 2)).toEqual(['items_list', 'items_import']);
  });

  it('hides analytics and stocktaking from the worker', () => {
    expect(names('worker')).toEqual(['items_list', 'bookings', 'settings']);
  });

  it('shows role user the common entries disabled: home is the only way in', () => {
    expect(names('user')).toEqual(['items_list', 'bookings', 'settings']);
    expect(visibleMenuEntries('user').some((entry) => isMenuEntryEnabled(entry, 'user'))).toBe(false);
  });

  it('enables every entry a role sees, except for role user', () => {
    for (const role of roles.filter((role) => role !== 'user')) {
      expect(visibleMenuEntries(role).every((entry) => isMenuEntryEnabled(entry, role))).toBe(true);
    }
  });

  it('keeps the bottom group last', () => {
    const groups = visibleMenuEntries('root').map((entry) => entry.group);
    expect(groups.indexOf('bottom')).toBe(groups.length - 3);
    expect(groups.slice(groups.indexOf('bottom')).every((group) => group === 'bottom')).toBe(true);
  });
});

describe('canOpenPath', () => {
  it('keeps root-only pages, their sub-pages and deeper pages for root and admin', () => {
    expect(canOpenPath('/users/create', 'admin')).toBe(true);
    expect(canOpenPath('/users/65f0c0ffee', 'root')).toBe(true);
    expect(canOpenPath('/users/create', 'stockman')).toBe(false);
    expect(canOpenPath('/users/65f0c0ffee', 'worker')).toBe(false);
    expect(canOpenPath('/locations', 'stockman')).toBe(false);
    expect(canOpenPath('/payment', 'worker')).toBe(false);
  });

  it('keeps the import page for the roles that may import', () => {
    expect(canOpenPath('/items/datafiles', 'stockman')).toBe(true);
    expect(canOpenPath('/items/datafiles', 'admin')).toBe(true);
    expect(canOpenPath('/items/datafiles', 'worker')).toBe(false);
    expect(canOpenPath('/items/create', 'worker')).toBe(true);
  });

  it('keeps analytics from the worker only', () => {
    expect(canOpenPath('/analytics', 'worker')).toBe(false);
    expect(canOpenPath('/analytics', 'stockman')).toBe(true);
  });

  it('follows menuAccess for every entry and role', () => {
    for (const entry of menuEntries) {
      for (const role of roles.filter((role) => role !== 'user')) {
        expect(canOpenPath(entry.path, role)).toBe(menuAccess[entry.name].includes(role));
      }
    }
  });

  it('lets anyone open pages that are not root-only and public paths', () => {
    expect(canOpenPath('/items', 'worker')).toBe(true);
    expect(canOpenPath('/settings', 'worker')).toBe(true);
    expect(canOpenPath('/somewhere', 'stockman')).toBe(true);
  });

  it('lets role user open only home, so that sending them home cannot loop', () => {
    expect(canOpenPath(homePath, 'user')).toBe(true);
    expect(canOpenPath('/items/create', 'user')).toBe(false);
    expect(canOpenPath('/settings', 'user')).toBe(false);
    expect(canOpenPath('/users', 'user')).toBe(false);
  });

  it('always lets a signed-in role open home', () => {
    for (const role of roles) expect(canOpenPath(homePath, role)).toBe(true);
  });
});

describe('normalizePath', () => {
  it('keeps the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});
