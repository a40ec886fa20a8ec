import type { Payment } from '../../shared/schemas/payments';
import { paymentProvider } from '../lib/adapters/flitt';
import { presignedGet } from '../lib/adapters/storage';
import { AppError, isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { settleOrder } from './callbacks';
import { expireAbandoned, isAbandoned } from './expiry';
import { getPayment, listPayments, toPayment, type PaymentRecord } from './store';

/** A payment still waiting this long after its creation is asked about at the provider when viewed. */
export const reconcileAfterMs = 10_000;
/** The invoice's presigned link is for the download that follows at once. */
export const invoiceLinkSeconds = 300;

/** GET /payment: a page of payments, a checkout abandoned for a day ended as expired on the way (expiry.ts). */
export async function paymentsPage(companyId: string, page: { limit: number; offset: number }, log: Logger, now = new Date()): Promise<{ data: Payment[]; count: number }> {
  const { data, count } = await listPayments(companyId, page);
  const current = await Promise.all(data.map((record) => (isAbandoned(record, now) ? expireAbandoned(record, log, now) : record)));
  return { data: current.map(toPayment), count };
}

/**
 * GET /payment/{id}. A card payment still created or processing 10 s after it began may have lost
 * its callback (or the user came back first): its order status is fetched from the provider and
 * applied through the same path as a callback. One abandoned for a day ends as expired (expiry.ts).
 */
export async function paymentDetail(companyId: string, paymentId: string, log: Logger, now = new Date()): Promise<Payment> {
  const payment = await getPayment(companyId, paymentId);
  if (!payment) throw new AppError('NotFound');
  if (isAbandoned(payment, now)) return toPayment(await expireAbandoned(payment, log, now));
  if (!needsStatusCheck(payment, now)) return toPayment(payment);
  try {
    const order = await paymentProvider().orderStatus(payment._id);
    if (order) await settleOrder(order, log, 'status_check');
  } catch (error) {
    // The stored state is answered; the next view (or the callback) settles it.
    if (!(isAppError(error) && error.errorName === 'CallbackRejected')) {
      log.warn('payment status check failed', { paymentId, error: error instanceof Error ? error.message : String(error) });
    }
    return toPayment(payment);
  }
  return toPayment((await getPayment(companyId, paymentId)) ?? payment);
}

export function needsStatusCheck(payment: Pick<PaymentRecord, 'status' | 'method' | 'type' | 'createdAt'>, now: Date): boolean {
  // Invoices are settled by support; a subscription's charge exists only once its callback came.
  if (payment.method === 'invoice' || payment.type === 'subscription') return false;
  if (payment.status !== 'created' && payment.status !== 'processing') return false;
  return now.getTime() - Date.parse(payment.createdAt) > reconcileAfterMs;
}

/** GET /payment/invoice/{id}: a fresh short-lived link to the invoice's PDF. */
export async function invoiceLink(companyId: string, paymentId: string): Promise<string> {
  const payment = await getPayment(companyId, paymentId);
  if (!payment || payment.method !== 'invoice' || !payment.invoiceKey) throw new AppError('NotFound');
  return presignedGet('documents', payment.invoiceKey, { seconds: invoiceLinkSeconds, fileName: `invoice-${payment._id}.pdf` });
}
