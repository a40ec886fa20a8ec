import { createHash } from 'node:crypto';

/**
 * What the local Flitt sandbox (flitt-sandbox.ts) keeps and signs: its orders, the documented signing
 * algorithm written independently of the adapter's, request checking and the order fields status
 * answers and callbacks carry.
 */

export type Fields = Record<string, unknown>;
export type Protocol = '1.0' | '2.0';
export type SandboxOutcome = 'approved' | 'declined' | 'expired' | 'reversed';
export const outcomes: readonly string[] = ['approved', 'declined', 'expired', 'reversed'];

export interface SandboxOrder {
  orderId: string;
  protocol: Protocol;
  amount: number;
  currency: string;
  description: string;
  responseUrl: string | null;
  callbackUrl: string | null;
  lang: string;
  lifetimeSeconds: number;
  createdAt: number;
  token: string;
  status: 'created' | 'processing' | SandboxOutcome;
  paymentId: number;
  parentOrderId: string | null;
  recurring: { amount: number; every: number; period: string; startTime: string | null; state: 'active' | 'disabled' } | null;
  /** Child orders made by /charge. */
  charges: number;
}

// ---- Signing (the documented algorithm: docs.flitt.com/api/building-signature; protocol 2.0 per the SDKs) ----

const sha1 = (value: string) => createHash('sha1').update(value, 'utf8').digest('hex');

function sign1(key: string, fields: Fields): string {
  const names = Object.keys(fields)
    .filter((name) => name !== 'signature' && name !== 'response_signature_string')
    .filter((name) => fields[name] !== '' && fields[name] !== undefined && fields[name] !== null)
    .sort();
  return sha1([key, ...names.map((name) => String(fields[name]))].join('|'));
}

export function envelope(key: string, order: Fields): { version: '2.0'; data: string; signature: string } {
  const data = Buffer.from(JSON.stringify({ order }), 'utf8').toString('base64');
  return { version: '2.0', data, signature: sha1(`${key}|${data}`) };
}

/** A message signed in `protocol`: flat fields plus signature, or the 2.0 envelope. */
export function signed(key: string, protocol: Protocol, fields: Fields): Fields {
  return protocol === '2.0' ? envelope(key, fields) : { ...fields, signature: sign1(key, fields) };
}

export class GatewayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}


/** The request's parameters after checking its signature, and the protocol it came in. */
export function openRequest(key: string, request: Fields): { fields: Fields; protocol: Protocol } {
  if (request.version === '2.0') {
    if (typeof request.data !== 'string') throw new GatewayError(1011, 'Parameter `data` is missing');
    if (sha1(`${key}|${request.data}`) !== request.signature) throw new GatewayError(1014, 'Invalid signature');
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(request.data, 'base64').toString('utf8'));
    } catch {
      throw new GatewayError(1007, 'Parameter `data` is incorrect');
    }
    const order = (decoded as { order?: unknown } | null)?.order;
    if (!order || typeof order !== 'object') throw new GatewayError(1007, 'Parameter `data` is incorrect');
    return { fields: order as Fields, protocol: '2.0' };
  }
  for (const [name, value] of Object.entries(request)) {
    if (value !== null && typeof value === 'object') throw new GatewayError(1007, `Parameter \`${name}\` is incorrect`);
  }
  if (sign1(key, request) !== request.signature) throw new GatewayError(1014, 'Invalid signature');
  return { fields: request, protocol: '1.0' };
}

export function need(fields: Fields, ...names: string[]): void {
  for (const name of names) if (fields[name] === undefined || fields[name] === null || fields[name] === '') throw new GatewayError(1011, `Parameter \`${name}\` is missing`);
}

export function integer(fields: Fields, name: string): number {
  const value = fields[name];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,11}$/.test(value)) return Number(value);
  throw new GatewayError(1007, `Parameter \`${name}\` is incorrect`);
}

const two = (n: number) => String(n).padStart(2, '0');
/** Flitt's order_time format, dd.mm.yyyy hh:mm:ss. */
const orderTime = (at: Date) => `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`;

const cardOf: Record<string, { masked: string; bin: number } | undefined> = {
  approved: { masked: '444455XXXXXX6666', bin: 444455 },
  declined: { masked: '444411XXXXXX6666', bin: 444411 },
  reversed: { masked: '444455XXXXXX6666', bin: 444455 },
};

/** The order as status answers and callbacks carry it (docs.flitt.com/api/order-status). */
export function orderFields(order: SandboxOrder, merchantId: string): Fields {
  const card = cardOf[order.status];
  const settled = order.status === 'approved' || order.status === 'reversed';
  return {
    order_id: order.orderId,
    merchant_id: Number(merchantId),
    amount: String(order.amount),
    currency: order.currency,
    order_status: order.status,
    response_status: 'success',
    tran_type: order.status === 'reversed' ? 'reverse' : 'purchase',
    payment_id: order.paymentId,
    masked_card: card?.masked ?? '',
    card_bin: card?.bin ?? '',
    card_type: card ? 'VISA' : '',
    rrn: settled ? String(order.paymentId).padStart(12, '0') : '',
    approval_code: settled ? String(order.paymentId % 1_000_000).padStart(6, '0') : '',
    response_code: order.status === 'declined' ? 1004 : '',
    response_description: order.status === 'declined' ? 'Do not honor' : '',
    reversal_amount: order.status === 'reversed' ? String(order.amount) : '0',
    settlement_amount: '0',
    actual_amount: settled ? String(order.amount) : '',
    actual_currency: order.currency,
    order_time: orderTime(new Date(order.createdAt)),
    payment_system: 'card',
    parent_order_id: order.parentOrderId ?? '',
    sender_email: '',
  };
}
