import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the page: "Items — AssetBook". */
export function useDocumentTitle(pageName: string | null): void {
  const { t } = useTranslation();
  const appName = t('app_name');
  useEffect(() => {
    document.title = pageName ? `${pageName} — ${appName}` : appName;
    // A screen that does not name itself shows the product's name, not the last page's.
    return () => {
      document.title = appName;
    };
  }, [pageName, appName]);
}
