import { AppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { settleOrder } from './callbacks';
import { paymentOfOrder } from './store';

/**
 * Support marks an invoice paid when the bank transfer arrived (scripts/mark-invoice-paid.ts): the
 * same settlement as a provider's approved callback, for the invoice's own amount.
 */
export async function markInvoicePaid(paymentId: string, reference: string | null, log: Logger): Promise<'applied' | 'unchanged'> {
  const payment = await paymentOfOrder(paymentId);
  if (!payment || payment.method !== 'invoice') throw new AppError('NotFound');
  return settleOrder(
    {
      orderId: payment._id,
      status: 'approved',
      amountCents: payment.totalCents,
      currency: payment.currency,
      merchantId: 'bank-transfer',
      // One approval per invoice: the dedupe record of a second run is the same.
      providerPaymentId: reference ?? `invoice-${payment._id}`,
      parentOrderId: null,
      maskedCard: null,
    },
    log,
    'support',
  );
}
