import { languageTag } from '../../i18n';
import type { Language } from '../../../../shared/i18n/languages';

/** Integer cents as the language writes money: 1,234.50 $ in en, 1 234,50 $ in ua (thousands separated). */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(languageTag(language), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );
}
