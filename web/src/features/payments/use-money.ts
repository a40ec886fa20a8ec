import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../i18n';

/** A date (no time) in the interface language. */
export function useFormatDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
    const format = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long' });
    return (iso) => format.format(new Date(iso));
  }, [i18n.language]);
}
