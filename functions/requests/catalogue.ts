import type { Language } from '../../shared/i18n/languages';
import { billingCurrency } from '../../shared/plans';
import type { RequestInput, StickerRequest } from '../../shared/schemas/requests';
import { markMethods, sealTypes } from '../../shared/stickers';
import { AppError } from '../lib/http/errors';

/**
 * The sticker shop's catalogue and prices (shared/stickers.ts) as the server applies them: prices
 * always come from here, never from the client.
 */

/** The seal types with prices, in one language, in the catalogue's order. */
export function markMethodsIn(language: Language) {
  return {
    data: sealTypes.map((type) => {
      const method = markMethods[type];
      return { type, title: method.title[language], description: method.description[language], priceCents: method.priceCents, minQuantity: method.minQuantity };
    }),
    currency: billingCurrency,
  };
}

/** The lines priced from the catalogue (price of one and the line's total) and the order's total; one line per type. */
export function pricedLines(lines: RequestInput['lines']): { lines: StickerRequest['lines']; totalCents: number } {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.type)) throw new AppError('ValidationError', { fields: { [`lines.${index}.type`]: 'invalid_rule_unique' } });
    seen.add(line.type);
  });
  const priced = lines.map((line) => {
    const priceCents = markMethods[line.type].priceCents;
    return { type: line.type, quantity: line.quantity, priceCents, totalCents: priceCents * line.quantity };
  });
  return { lines: priced, totalCents: priced.reduce((sum, line) => sum + line.totalCents, 0) };
}

/**
 * What publishing needs: at least one line (EmptyOrder), each at least its type's smallest
 * quantity, a recipient and a delivery (ValidationError naming the fields).
 */
export function checkPublishable(order: Pick<StickerRequest, 'lines' | 'recipient' | 'delivery'>): void {
  if (order.lines.length === 0) throw new AppError('EmptyOrder');
  const fields: Record<string, string> = {};
  order.lines.forEach((line, index) => {
    if (line.quantity < markMethods[line.type].minQuantity) fields[`lines.${index}.quantity`] = 'invalid_rule_min_quantity';
  });
  if (!order.recipient) fields.recipient = 'required_field';
  if (!order.delivery) fields.delivery = 'required_field';
  if (Object.keys(fields).length > 0) throw new AppError('ValidationError', { fields });
}
