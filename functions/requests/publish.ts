import type { Language } from '../../shared/i18n/languages';
import { requestStatuses, type RequestInput } from '../../shared/schemas/requests';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import type { StartCheckout } from '../lib/request-checkout';

import { checkPublishable } from './catalogue';
import { contentOf, createDraft, requestOf, sameContent } from './orders';
import { paymentPending, toRequest } from './present';
import { replaceRequest, type RequestRecord } from './store';

/**
 * Publishing a sticker order: it is paid in full before it is processed. The server checks and
 * prices the order, opens a checkout through the payments domain (a payment of kind request) and
 * keeps the payment on the order; the approved payment's callback marks it new (paidRequestItems).
 * Until then it stays a saved draft, so publishing again (a closed payment tab) opens a fresh
 * checkout, and any of the checkouts opened for the same lines may pay for it.
 */

const descriptions: Record<Language, (code: string) => string> = {
  en: (code) => `Assetbook sticker order ${code}`,
  ua: (code) => `Замовлення наліпок Assetbook ${code}`,
  pl: (code) => `Zamówienie naklejek Assetbook ${code}`,
  ru: (code) => `Заказ наклеек Assetbook ${code}`,
};

async function openCheckout(tenant: Tenant, read: RequestRecord, content: ReturnType<typeof contentOf>, language: Language, startCheckout: StartCheckout) {
  const { paymentId, checkoutUrl } = await startCheckout({
    companyId: tenant.companyId,
    userId: tenant.userId,
    requestId: read._id,
    amountCents: content.totalCents,
    description: descriptions[language](read.code),
    language,
  });
  const now = new Date();
  const unchanged = sameContent(content, read);
  const next: RequestRecord = {
    ...read,
    ...content,
    paymentId,
    checkoutStartedAt: now.toISOString(),
    // The older checkouts stay payable only while they pay for the very same lines.
    pendingPaymentIds: [...(unchanged ? read.pendingPaymentIds : []), paymentId],
    updatedAt: now.toISOString(),
  };
  // Still as read (no edit, payment or rejection in between), else ConcurrentChange and the new payment is never payable.
  await replaceRequest(next, read);
  return { request: toRequest(next, now), checkoutUrl, paymentId };
}

/**
 * Saves a new order and publishes it; nothing is saved when it cannot be published. When the
 * provider cannot open the checkout (PaymentCreationError), the saved draft stays for another try.
 */
export async function createAndPublish(tenant: Tenant, input: RequestInput, language: Language, startCheckout: StartCheckout) {
  const content = contentOf(input);
  checkPublishable(content);
  const draft = await createDraft(tenant, input);
  return openCheckout(tenant, draft, content, language, startCheckout);
}

/**
 * Changes a draft and publishes it. While a checkout of it may still be paid, only the same lines
 * can be published again (a fresh checkout); changing them then is RequestNotEditable.
 */
export async function updateAndPublish(tenant: Tenant, requestId: string, input: RequestInput, language: Language, startCheckout: StartCheckout) {
  const read = await requestOf(tenant, requestId);
  if (read.status !== requestStatuses.saved) throw new AppError('RequestNotEditable');
  const content = contentOf(input);
  if (paymentPending(read, new Date()) && !sameContent(content, read)) throw new AppError('RequestNotEditable');
  checkPublishable(content);
  return openCheckout(tenant, read, content, language, startCheckout);
}
