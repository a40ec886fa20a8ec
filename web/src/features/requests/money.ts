import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../i18n';

/** An amount in cents in the currency given, grouped the interface language's way ($1,234.50 in en; 1 234,50 USD in ua). */
export function formatMoney(cents: number, currency: string, tag: string): string {
  return new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}

export function useFormatMoney(): (cents: number, currency: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    return (cents: number, currency: string) => formatMoney(cents, currency, tag);
  }, [i18n.language]);
}

/** Piece counts grouped the interface language's way (1,500 in en; 1 500 in ua). */
export function useFormatCount(): (count: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage()), { maximumFractionDigits: 0 });
    return (count: number) => format.format(count);
  }, [i18n.language]);
}
