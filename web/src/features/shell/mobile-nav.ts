import type { Role } from '../../../../shared/roles';
import { canOpenPath, normalizePath, resolveMenuEntry } from './menu';

/**
 * Below Chakra's `lg` breakpoint (64em, 1024 px) the shell uses its phone layout: the top bar with
 * a back arrow or the menu button, a drawer instead of the side menu, an overflow menu.
 */
export const mobileLayoutQuery = '(max-width: 63.99em)';

/**
 * Where a page's back arrow leads: a sub-page (a menu entry's create page, a record's card, a
 * section below an entry) goes up to its entry; a menu entry's own page and a path outside the menu
 * have none, and show the menu button instead.
 */
export function parentPathOf(path: string): string | null {
  const entry = resolveMenuEntry(path);
  if (!entry) return null;
  return normalizePath(path) === entry.path ? null : entry.path;
}

/** The pages whose list has an add button in the phone top bar, and where it goes. */
const addPaths: Readonly<Record<string, string>> = { '/items': '/items/create', '/users': '/users/create' };

/** The add button's target on this page, if the page has one and the role may open it. */
export function addPathOf(path: string, role: Role): string | null {
  const target = addPaths[normalizePath(path)];
  return target !== undefined && canOpenPath(target, role) ? target : null;
}
