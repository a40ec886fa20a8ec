import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../i18n';
import { formatAmount } from './analytics-view';

/** Counts, amounts (in the company currency) and calendar days (YYYY-MM-DD, shown as that day wherever the reader is) the interface language's way. */
export function useFormats(currency: string): { count: (value: number) => string; amount: (value: number) => string; day: (iso: string) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const days = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    return { count: (value) => counts.format(value), amount: (value) => formatAmount(value, currency, tag), day: (iso) => days.format(new Date(`${iso}T00:00:00Z`)) };
  }, [i18n.language, currency]);
}
