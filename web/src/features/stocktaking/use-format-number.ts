import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../../i18n';

/** Counts, quantities and percentages in the interface language's format (1 234,5 in ua; 1,234.5 in en). */
export function useFormatNumber(): { number: (value: number) => string; percent: (share: number) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
    const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    return { number: (value) => numbers.format(value), percent: (share) => percents.format(share) };
  }, [i18n.language]);
}
