import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name of the record a detail page shows (a stocktaking's title), for the breadcrumbs' last
 * crumb. Detail routes such as /stocktaking/$id belong to their menu entry by prefix, so the menu
 * alone cannot name them.
 */
interface PageCrumb {
  path: string;
  title: string;
}

let current: PageCrumb | null = null;
const listeners = new Set<() => void>();

function set(next: PageCrumb | null): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A detail page names itself while it is shown (nothing until its record has loaded). */
export function usePageCrumb(path: string, title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const crumb = { path, title };
    set(crumb);
    return () => {
      if (current === crumb) set(null);
    };
  }, [path, title]);
}

/** The title the page at this path gave itself, if any. */
export function usePageCrumbTitle(pathname: string): string | null {
  const crumb = useSyncExternalStore(subscribe, () => current);
  return crumb && crumb.path === pathname ? crumb.title : null;
}
