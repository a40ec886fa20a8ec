/**
 * Every amount the panel shows, grouped the interface language's way (1,234,567.50 in en;
 * 1 234 567,50 in ua, pl and ru), and the one rule for typing a price. Prices travel as exact
 * decimal strings ("1234567.5"), so they are grouped from their digits, never through a float.
 * Grouping is 'always': Polish would otherwise leave four digits ungrouped (1234 but 12 345), and a
 * column of amounts reads better grouped alike.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${tag}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, useGrouping: 'always' });
    numberFormats.set(key, format);
  }
  return format;
}

/** The language's decimal separator: "." in en, "," in uk, pl and ru. */
function decimalSeparator(tag: string): string {
  return numberFormat(tag, 1).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A whole count: 12 345 in ua, 12,345 in en. */
export function formatCount(count: number, tag: string): string {
  return numberFormat(tag, 0).format(count);
}

/** An exact decimal string (a price, a total) grouped, with two decimals: "1234567.5" is "1,234,567.50" in en. */
export function formatDecimal(value: string, tag: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole, fraction = ''] = match;
  const grouped = numberFormat(tag, 0).format(BigInt(whole!));
  return `${sign}${grouped}${decimalSeparator(tag)}${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A price or total in the company's currency code, as the lists and cards show it: "1 234,50 UAH". */
export function formatPrice(value: string, currency: string, tag: string): string {
  return currency ? `${formatDecimal(value, tag)} ${currency}` : formatDecimal(value, tag);
}

/** Whole cents in a currency, with its symbol where the language has a short one: $1,234.50, 1 234,50 $. */
export function formatMoney(cents: number, currency: string, tag: string): string {
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    useGrouping: 'always',
  }).format(
    cents / 100,
  );
}

/** At most the 12 whole digits the server takes (shared/schemas/items.ts moneyField). */
const maxWholeDigits = 12;

/**
 * What a price field keeps of what was typed or pasted: digits, one decimal separator (a comma or a
 * point, as the phone's keyboard offers) and at most two digits after it. Anything else is dropped as
 * it is typed, so the field never holds a price the server would refuse for its form.
 */
export function priceInputText(typed: string): string {
  let whole = '';
  let fraction: string | null = null;
  let separator = '';
  for (const char of typed) {
    if (char >= '0' && char <= '9') {
      if (fraction === null) {
        if (whole.length < maxWholeDigits) whole += char;
      } else if (fraction.length < 2) fraction += char;
    } else if ((char === ',' || char === '.') && fraction === null) {
      separator = char;
      fraction = '';
    }
  }
  return fraction === null ? whole : `${whole || '0'}${separator}${fraction}`;
}

/** A price field's text as the server reads it: a point for the separator, no dangling one ("12," is "12"). */
export function priceOfInput(text: string): string {
  const kept = priceInputText(text).replace(',', '.');
  return kept.endsWith('.') ? kept.slice(0, -1) : kept;
}
