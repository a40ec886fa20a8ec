import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { breadcrumbsFor, normalizePath } from './menu';
import { usePageCrumbTitle } from './page-crumb';
import './i18n';

/**
 * The name of the page at this path in the current language: the record a detail page shows (an
 * item's or a user's name, once loaded), else its sub-page or menu entry, else home.
 */
export function usePageName(pathname: string, homeOnly = false): string {
  const { t } = useTranslation('shell');
  const recordTitle = usePageCrumbTitle(normalizePath(pathname));
  const crumbs = homeOnly ? [] : breadcrumbsFor(pathname);
  const last = crumbs.at(-1);
  if (!last) return t('home');
  if (recordTitle !== null) return recordTitle;
  return last.kind === 'menu' ? t(`menu.${last.name}`) : t(`subpage.${last.name}`);
}

/** The browser tab names the page: "Items — AssetBook". */
export function useDocumentTitle(pageName: string | null): void {
  const { t } = useTranslation();
  const appName = t('app_name');
  useEffect(() => {
    document.title = pageName ? `${pageName} — ${appName}` : appName;
    // The screens that do not name themselves (sign-in and the like) show the product's name, not the last page's.
    return () => {
      document.title = appName;
    };
  }, [pageName, appName]);
}
