import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../i18n';
import { formatAmount } from './analytics-view';

/** Counts and amounts (in the company currency) grouped the interface language's way. */
export function useFormats(currency: string): { count: (value: number) => string; amount: (value: number) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    return { count: (value) => counts.format(value), amount: (value) => formatAmount(value, currency, tag) };
  }, [i18n.language, currency]);
}
