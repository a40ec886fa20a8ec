import { sealTypes, type SealType } from '../../../../shared/stickers';

/*
 * The current sticker order (spec status -1, "local") as the shop edits it: lines by seal type,
 * the recipient and the delivery, plus which saved draft it edits. Pure, so the rules are tested
 * without a browser; prices always come from the catalogue the server answered.
 */

export interface OrderLine {
  type: SealType;
  quantity: number;
}

/** What the shop needs of a catalogue entry (GET /request/mark-methods). */
export interface CatalogueEntry {
  type: SealType;
  title: string;
  priceCents: number;
  minQuantity: number;
}

export interface PricedLine extends OrderLine {
  title: string;
  priceCents: number;
  totalCents: number;
  minQuantity: number;
}

/** A settlement picked from the delivery directory; either ref is unknown for a draft saved with the other delivery type. */
export interface PickedCity {
  /** Settlement ref: streets are looked up by it. */
  ref: string | null;
  /** The branch directory's city ref: branches are looked up by it. */
  cityRef: string | null;
  name: string;
}

export interface DeliveryDraft {
  type: 'branch' | 'address';
  city: PickedCity | null;
  branch: { ref: string; number: string; name: string } | null;
  street: { ref: string; name: string } | null;
  house: string;
  flat: string;
}

export interface LocalOrder {
  /** The saved draft this order edits; null while it is new. */
  requestId: string | null;
  /** The draft's order code, shown while editing it. */
  code: string | null;
  lines: OrderLine[];
  recipient: { name: string; phone: string };
  delivery: DeliveryDraft;
}

/** The largest quantity of one line the API takes. */
export const maxQuantity = 1_000_000;

export const emptyDelivery = (): DeliveryDraft => ({ type: 'branch', city: null, branch: null, street: null, house: '', flat: '' });

export const emptyOrder = (): LocalOrder => ({ requestId: null, code: null, lines: [], recipient: { name: '', phone: '' }, delivery: emptyDelivery() });

/** Nothing in the order yet: the spec's "empty order". */
export const isEmptyOrder = (order: LocalOrder): boolean => order.lines.length === 0;

/** Whole numbers only: digits, nothing else (no sign, no decimals, no exponent). */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Keeps what a quantity box may hold while typing: its digits, at most seven. */
export const quantityText = (typed: string): string => typed.replace(/\D/g, '').slice(0, 7);

export type QuantityProblem = 'required' | 'min' | 'max';

export function quantityProblem(quantity: number | null, minQuantity: number): QuantityProblem | null {
  if (quantity === null || quantity <= 0) return 'required';
  if (quantity < minQuantity) return 'min';
  if (quantity > maxQuantity) return 'max';
  return null;
}

/** Adds pieces of a type: one line per type, so a type already ordered grows by the quantity. */
export function addLine(lines: readonly OrderLine[], type: SealType, quantity: number): OrderLine[] {
  const existing = lines.find((line) => line.type === type);
  if (!existing) return sortLines([...lines, { type, quantity }]);
  return lines.map((line) => (line.type === type ? { type, quantity: Math.min(maxQuantity, line.quantity + quantity) } : line));
}

export function setLineQuantity(lines: readonly OrderLine[], type: SealType, quantity: number): OrderLine[] {
  return lines.map((line) => (line.type === type ? { type, quantity } : line));
}

export function removeLine(lines: readonly OrderLine[], type: SealType): OrderLine[] {
  return lines.filter((line) => line.type !== type);
}

/** Lines in the catalogue's order, whatever order they were added in. */
function sortLines(lines: OrderLine[]): OrderLine[] {
  return lines.sort((a, b) => sealTypes.indexOf(a.type) - sealTypes.indexOf(b.type));
}

/** Each line with its price per one and total from the catalogue; a type missing from it costs nothing here (the server prices anyway). */
export function priceLines(lines: readonly OrderLine[], catalogue: readonly CatalogueEntry[]): PricedLine[] {
  return lines.map((line) => {
    const entry = catalogue.find((method) => method.type === line.type);
    const priceCents = entry?.priceCents ?? 0;
    return { ...line, title: entry?.title ?? line.type, priceCents, totalCents: priceCents * line.quantity, minQuantity: entry?.minQuantity ?? 1 };
  });
}

export const orderTotalCents = (lines: readonly { totalCents: number }[]): number => lines.reduce((sum, line) => sum + line.totalCents, 0);

export const pieceCount = (lines: readonly OrderLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);
