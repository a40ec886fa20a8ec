import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../shared/i18n/languages';
import { currentLanguage, languageTag } from '../i18n';
import { formatCount, formatDecimal, formatMoney, formatPrice } from './amounts';

export interface Amounts {
  /** A whole count: 12 345. */
  count: (count: number) => string;
  /** An exact decimal string: 1 234,50. */
  decimal: (value: string) => string;
  /** An exact decimal string in the company's currency code: 1 234,50 UAH. */
  price: (value: string, currency: string) => string;
  /** Whole cents with the currency's symbol: $1,234.50. */
  money: (cents: number, currency?: string) => string;
}

/** The amounts formatters (amounts.ts) in the interface language; they follow a change of language. */
export function useAmounts(): Amounts {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const tag = languageTag(isLanguage(i18n.language) ? i18n.language : currentLanguage());
    return {
      count: (count) => formatCount(count, tag),
      decimal: (value) => formatDecimal(value, tag),
      price: (value, currency) => formatPrice(value, currency, tag),
      money: (cents, currency = 'USD') => formatMoney(cents, currency, tag),
    };
  }, [i18n.language]);
}
