import { paymentProvider } from '../lib/adapters/flitt';
import type { ProviderOrder } from '../lib/adapters/flitt-protocol';
import { isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { settleOrder } from './callbacks';
import { abandonedReason, getPayment, markAbandoned, type PaymentRecord } from './store';

/**
 * A card checkout nobody finished ends as `expired` a day after it was created, instead of staying
 * `created` for good (docs/decisions.md, "Plans"). The provider's page closes after an hour
 * (checkoutLifetimeSeconds); the day leaves its callbacks and retries time to arrive. Payments have no
 * schedule to sweep them with, and a payment is only ever seen through GET /payment and
 * GET /payment/{id}, so it happens there, when one is read:
 *
 * - the provider is asked first: an order it settled meanwhile (a lost callback) is applied exactly as
 *   a callback would be, so a payment made is never marked abandoned;
 * - an order still `created` at the provider, or unknown to it, is marked `expired` here (statusReason
 *   `abandoned`), conditional on the payment still being `created`;
 * - when the provider cannot be asked, the stored state is answered and the next read tries again.
 *
 * A callback that comes after that goes through the same status ranks as any other (transitions.ts):
 * an approval (3) still moves an expired payment (2) up and grants the period or fulfils the order, so
 * money taken is never lost; a declined or expired one (2) changes nothing.
 */

/** A checkout still `created` this long after its creation has been abandoned. */
export const abandonedAfterMs = 24 * 60 * 60 * 1000;

export function isAbandoned(payment: Pick<PaymentRecord, 'status' | 'method' | 'type' | 'createdAt'>, now: Date): boolean {
  // An invoice waits for a bank transfer that support marks paid; a subscription's charge is created by its own callback.
  if (payment.method === 'invoice' || payment.type === 'subscription') return false;
  return payment.status === 'created' && now.getTime() - Date.parse(payment.createdAt) >= abandonedAfterMs;
}

/** Ends an abandoned checkout (see above); answers the payment as it is afterwards. */
export async function expireAbandoned(payment: PaymentRecord, log: Logger, now: Date): Promise<PaymentRecord> {
  let order: ProviderOrder | null;
  try {
    order = await paymentProvider().orderStatus(payment._id);
  } catch (error) {
    log.warn('abandoned checkout not checked with the provider', { paymentId: payment._id, error: error instanceof Error ? error.message : String(error) });
    return payment;
  }
  if (order && order.status !== 'created') {
    try {
      await settleOrder(order, log, 'status_check');
    } catch (error) {
      // A refused order (another amount or currency) is logged by settleOrder and is not this payment's: it expires.
      if (!(isAppError(error) && error.errorName === 'CallbackRejected')) {
        log.warn('abandoned checkout not settled', { paymentId: payment._id, error: error instanceof Error ? error.message : String(error) });
        return payment;
      }
    }
    const settled = await getPayment(payment.companyId, payment._id);
    if (settled && settled.status !== 'created') return settled;
  }
  if (await markAbandoned(payment, now)) {
    log.info('abandoned checkout expired', { paymentId: payment._id, companyId: payment.companyId, createdAt: payment.createdAt });
    return { ...payment, status: 'expired', statusReason: abandonedReason, updatedAt: now.toISOString() };
  }
  return (await getPayment(payment.companyId, payment._id)) ?? payment;
}
