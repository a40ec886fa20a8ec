import { sealTypes, type SealType } from '../../../../shared/stickers';
import { emptyDelivery, maxQuantity, type DeliveryDraft, type LocalOrder, type OrderLine, type PickedCity } from './order';

/*
 * The current order (status -1, local) survives reloads in local storage until it is saved or
 * published, one per company (a person in two companies keeps two). What comes back is checked
 * field by field: an old or hand-edited value must not break the shop, it becomes an empty order
 * or loses only the part that does not fit.
 */

const keyOf = (companyId: string) => `stickerOrder:${companyId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 300): string => (typeof value === 'string' ? value.slice(0, max) : '');
const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 300) : null);
const isSealType = (value: unknown): value is SealType => typeof value === 'string' && (sealTypes as readonly string[]).includes(value);

function readLines(value: unknown): OrderLine[] {
  if (!Array.isArray(value)) return [];
  const lines: OrderLine[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || !isSealType(entry.type) || lines.some((line) => line.type === entry.type)) continue;
    const quantity = entry.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantity) continue;
    lines.push({ type: entry.type, quantity });
  }
  return lines;
}

function readCity(value: unknown): PickedCity | null {
  if (!isRecord(value)) return null;
  const name = nonEmpty(value.name);
  const ref = nonEmpty(value.ref);
  const cityRef = nonEmpty(value.cityRef);
  return name && (ref || cityRef) ? { ref, cityRef, name } : null;
}

function readDelivery(value: unknown): DeliveryDraft {
  if (!isRecord(value)) return emptyDelivery();
  const branch = isRecord(value.branch) && nonEmpty(value.branch.ref) && nonEmpty(value.branch.name)
    ? { ref: text(value.branch.ref), number: text(value.branch.number, 20), name: text(value.branch.name) }
    : null;
  const street = isRecord(value.street) && nonEmpty(value.street.ref) && nonEmpty(value.street.name)
    ? { ref: text(value.street.ref), name: text(value.street.name) }
    : null;
  return {
    type: value.type === 'address' ? 'address' : 'branch',
    city: readCity(value.city),
    branch,
    street,
    house: text(value.house, 20),
    flat: text(value.flat, 20),
  };
}

/** The stored text as an order; anything unreadable is an empty order (null). */
export function parseLocalOrder(stored: string | null): LocalOrder | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const recipient = isRecord(value.recipient) ? value.recipient : {};
  return {
    requestId: nonEmpty(value.requestId),
    code: nonEmpty(value.code),
    lines: readLines(value.lines),
    recipient: { name: text(recipient.name, 200), phone: text(recipient.phone, 40) },
    delivery: readDelivery(value.delivery),
  };
}

/** Whether an order holds anything worth keeping: an untouched new order is not stored at all. */
export function isBlankOrder(order: LocalOrder): boolean {
  const { delivery, recipient } = order;
  return (
    order.requestId === null &&
    order.lines.length === 0 &&
    recipient.name.trim() === '' &&
    recipient.phone.trim() === '' &&
    delivery.city === null &&
    delivery.house.trim() === '' &&
    delivery.flat.trim() === ''
  );
}

/** The subset of Storage this needs, so tests hand in their own. */
export type OrderStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): OrderStore | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Storage can throw (private mode, quota, disabled): then the order simply lives until the tab closes. */
export function localOrderStorage(companyId: string, store: () => OrderStore | undefined = browserStore) {
  const key = keyOf(companyId);
  return {
    read(): LocalOrder | null {
      try {
        return parseLocalOrder(store()?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    write(order: LocalOrder): void {
      try {
        if (isBlankOrder(order)) store()?.removeItem(key);
        else store()?.setItem(key, JSON.stringify(order));
      } catch {
        // Not kept across a reload; the order on screen is unaffected.
      }
    },
    clear(): void {
      try {
        store()?.removeItem(key);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}
