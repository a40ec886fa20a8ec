import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../../shared/i18n/languages';
import { currentLanguage } from '../../i18n';

/** The interface language: the catalogue's titles and descriptions come in it. */
export function useShopLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : currentLanguage();
}
