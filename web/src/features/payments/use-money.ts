import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../i18n';
import { formatMoney } from './money';

/** Money in the interface language (thousands separated, cents kept). */
export function useMoney(): (cents: number, currency?: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
    return (cents, currency = 'USD') => formatMoney(cents, currency, language);
  }, [i18n.language]);
}

/** A date (no time) in the interface language. */
export function useFormatDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
    const format = new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long' });
    return (iso) => format.format(new Date(iso));
  }, [i18n.language]);
}

/** A count with the language's thousands separator. */
export function useFormatCount(): (count: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
    const format = new Intl.NumberFormat(languageTag(language));
    return (count) => format.format(count);
  }, [i18n.language]);
}
