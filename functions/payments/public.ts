import { transact } from '../lib/db/transactions';
import { createLogger } from '../lib/http/logger';
import type { StartCheckout } from '../lib/request-checkout';
import { newPayment, openCheckout } from './checkout';
import { newPaymentItems } from './store';

/**
 * What other domains may use of payments: the requests domain pays a sticker order through the same
 * records, checkout and callback as a plan (docs/payments.md).
 */

/** Creates a payment of kind 'request' (sticker order) and its checkout; amount computed by the caller from the catalogue. */
export const startRequestCheckout: StartCheckout = async (input) => {
  const record = newPayment(
    {
      companyId: input.companyId,
      requestedBy: input.userId,
      language: input.language,
      kind: 'request',
      plan: null,
      requestId: input.requestId,
      method: 'fixed',
      duration: null,
      priceCents: input.amountCents,
      sale: 0,
      totalCents: input.amountCents,
      promo: null,
    },
    new Date(),
  );
  await transact(newPaymentItems(record));
  const log = createLogger({ source: 'payments', companyId: input.companyId });
  const checkoutUrl = await openCheckout(record, { description: input.description, language: input.language }, log);
  return { paymentId: record._id, checkoutUrl };
};
