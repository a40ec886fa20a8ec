/**
 * What the provider put in the browser's return to /payment/success (platform.md section 2, the
 * payment result page). Protocol 2.0 carries `version=2.0` and `data`, a base64 JSON
 * `{ order: {...} }`; protocol 1.0 carries the order's fields flat. The page only shows this: whether
 * the payment counts is the server's call (GET /payment/{id}, which the callback settles).
 */
export interface PaymentResult {
  /** The provider's order id, which is our payment id; null when the return carries none. */
  orderId: string | null;
  success: boolean;
}

type Query = Record<string, unknown>;

/**
 * The router hands the query over JSON-parsed (`version=2.0` arrives as the number 2, a numeric id
 * as a number), so values are read back as text.
 */
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

const isVersion2 = (value: unknown): boolean => value === '2.0' || value === 2 || value === '2';

/** base64 (standard or URL-safe, padded or not) of UTF-8 JSON; null when it is not that. */
export function decodeBase64Json(encoded: string): unknown {
  try {
    // A '+' that reached the query unescaped reads back as a space.
    const normal = encoded.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
    const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

export function readPaymentResult(query: Query): PaymentResult {
  if (isVersion2(query.version)) {
    const data = text(query.data);
    const decoded = data ? decodeBase64Json(data) : null;
    const order = (decoded as { order?: unknown } | null)?.order;
    const fields = order && typeof order === 'object' ? (order as Query) : {};
    return { orderId: text(fields.order_id), success: fields.response_status === 'success' };
  }
  return { orderId: text(query.order_id), success: query.response_status === 'success' };
}
