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
