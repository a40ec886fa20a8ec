import { addMonths, billingEventItem, grantPaidPeriod, paidPeriodFor, requireCompany, type CompanySubscription } from '../company/public';
import { paymentProvider } from '../lib/adapters/flitt';
import type { ProviderOrder } from '../lib/adapters/flitt-protocol';
import { sendMail } from '../lib/adapters/mailer';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { env } from '../lib/env';
import { AppError, isAppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import { paidRequestItems } from '../requests/public';
import { newPayment } from './checkout';
import { reversedMail } from './messages';
import { callbackItem, getPayment, newPaymentItems, paymentOfOrder, statusItem, type PaymentRecord } from './store';
import { decideCallback } from './transitions';

/**
 * The one path that settles payments: a verified provider order (from a callback, a status check
 * when the user returns without one, or support marking an invoice paid) moves its payment up and,
 * on the first approval, grants the plan period or fulfils the sticker order, all in one
 * transaction (docs/payments.md, "Payments and callbacks").
 */

export type SettleSource = 'callback' | 'status_check' | 'support';

/** Two settlements of the same company or payment at once: the loser re-reads and tries again. */
const maxAttempts = 5;

/** POST /payment/callback: verified by the adapter (signature, merchant), then applied; 200 unless refused. */
export async function receiveCallback(body: Record<string, unknown>, log: Logger, clientAddress: string): Promise<{ ok: true }> {
  let order: ProviderOrder;
  try {
    order = await paymentProvider().verifyCallback(body);
  } catch (error) {
    if (isAppError(error) && error.errorName === 'CallbackRejected') {
      const reason = (error.details as { reason?: unknown } | undefined)?.reason;
      logRefusal(log, { reason: typeof reason === 'string' ? reason : 'signature', orderId: orderIdOf(body), clientAddress });
    }
    throw error;
  }
  await settleOrder(order, log, 'callback', clientAddress);
  return { ok: true };
}

/** POST /payment/return: the browser goes on to the result page; the state is settled by callbacks only. */
export function browserReturnUrl(body: Record<string, unknown>): string {
  const query = new URLSearchParams(paymentProvider().returnQuery(body));
  return `${env().APP_URL.replace(/\/$/, '')}/payment/success?${query.toString()}`;
}

/** Applies a verified provider order; CallbackRejected (logged) when it is not for a payment of ours as stored. */
export async function settleOrder(order: ProviderOrder, log: Logger, source: SettleSource, clientAddress = ''): Promise<'applied' | 'unchanged'> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await settleOnce(order, log, source, clientAddress);
    } catch (error) {
      if (isAppError(error) && error.errorName === 'ConcurrentChange' && attempt < maxAttempts) continue;
      throw error;
    }
  }
}

async function settleOnce(order: ProviderOrder, log: Logger, source: SettleSource, clientAddress: string): Promise<'applied' | 'unchanged'> {
  const refuse = (reason: string): never => {
    logRefusal(log, { reason, orderId: order.orderId, status: order.status, source, clientAddress });
    throw new AppError('CallbackRejected');
  };
  const payment = (await paymentOfOrder(order.orderId)) ?? (await subscriptionCharge(order, refuse));
  if (!payment) return refuse('unknown_order');
  const decision = decideCallback(payment, order);
  if (decision.action === 'reject') return refuse(decision.reason);
  if (decision.action === 'ignore') {
    log.info('payment callback changes nothing', { paymentId: payment._id, stored: payment.status, received: order.status, source });
    return 'unchanged';
  }

  const at = new Date();
  const items: GuardedItem[] = [statusItem(payment, order, decision.status, decision.grant, at), callbackItem(order, at)];
  if ((decision.status === 'declined' || decision.status === 'expired') && payment.type === 'subscription') {
    items.push(billingEventItem(payment.companyId, { kind: 'subscription_charge_failed', at, plan: payment.plan, paymentId: payment._id }));
  }
  if (decision.status === 'reversed') {
    items.push(billingEventItem(payment.companyId, { kind: 'reversed', at, plan: payment.plan, paymentId: payment._id }));
  }
  const granted = decision.grant ? await approvalItems(payment, at) : [];
  try {
    await transact([...items, ...granted]);
  } catch (error) {
    // A sticker order rejected (or re-published) since it was paid: the payment is still recorded
    // as approved, and support settles the money by hand.
    if (!(payment.kind === 'request' && isAppError(error) && error.errorName === 'RequestNotEditable')) throw error;
    log.warn('paid sticker order no longer waits for this payment', { paymentId: payment._id, requestId: payment.requestId });
    await transact(items);
  }
  log.info('payment settled', { paymentId: payment._id, companyId: payment.companyId, from: payment.status, to: decision.status, granted: decision.grant, source });
  if (decision.status === 'reversed') await tellSupportOfReversal(payment, log);
  return 'applied';
}

/**
 * A subscription's monthly charge arrives as a new order whose parent is the subscription's first
 * order: it becomes a payment of its own (type subscription, one month), created once.
 */
async function subscriptionCharge(order: ProviderOrder, refuse: (reason: string) => never): Promise<PaymentRecord | null> {
  if (!order.parentOrderId || order.parentOrderId === order.orderId) return null;
  const parent = await paymentOfOrder(order.parentOrderId);
  if (!parent || parent.method !== 'subscription' || parent.kind !== 'plan') return null;
  // Checked before anything is written: a refused callback leaves no trace but the log line.
  if (order.currency !== parent.currency) refuse('currency_mismatch');
  if (order.amountCents !== parent.totalCents) refuse('amount_mismatch');
  const record = newPayment(
    {
      companyId: parent.companyId,
      requestedBy: null,
      language: parent.language,
      kind: 'plan',
      plan: parent.plan,
      requestId: null,
      method: 'subscription',
      type: 'subscription',
      duration: 1,
      priceCents: parent.priceCents,
      sale: parent.sale,
      totalCents: parent.totalCents,
      promo: parent.promo,
      parentOrderId: parent._id,
    },
    new Date(),
  );
  // A concurrent delivery of the same charge created it first: ConcurrentChange, and the retry finds it.
  await transact(newPaymentItems(record, order.orderId));
  return getPayment(record.companyId, record._id);
}

/** What an approval gives: a plan period (and the subscription's state), or the sticker order fulfilled. */
async function approvalItems(payment: PaymentRecord, at: Date): Promise<GuardedItem[]> {
  if (payment.kind === 'request') return paidRequestItems(payment.companyId, payment.requestId!, payment._id, at);
  const company = await requireCompany(payment.companyId);
  const months = payment.duration ?? 1;
  let subscription: CompanySubscription | null | undefined;
  if (payment.method === 'subscription' && payment.type === 'regular') {
    // The provider's first monthly charge is due when this first paid month ends (checkout.ts).
    const next = paidPeriodFor(company, at, months).until.toISOString();
    subscription = { orderId: payment._id, state: 'active', plan: payment.plan!, amountCents: payment.totalCents, nextPaymentDate: next, promocode: payment.promo };
  } else if (payment.type === 'subscription' && company.subscription) {
    const next = addMonths(at, 1).toISOString();
    subscription = { ...company.subscription, nextPaymentDate: company.subscription.state === 'active' ? next : null };
  }
  return grantPaidPeriod(company, { plan: payment.plan!, months, paymentId: payment._id, at, subscription }).items;
}

async function tellSupportOfReversal(payment: PaymentRecord, log: Logger): Promise<void> {
  const to = env().SUPPORT_EMAIL;
  if (!to) return;
  try {
    await sendMail(reversedMail(to, payment));
  } catch (error) {
    // The reversal is recorded in the history either way; the mail is a courtesy.
    log.error('reversal mail not sent', { paymentId: payment._id, error: error instanceof Error ? error.message : String(error) });
  }
}

function orderIdOf(body: Record<string, unknown>): string | undefined {
  return typeof body.order_id === 'string' ? body.order_id : undefined;
}

/** One security-log line per refused callback (`security.payment_callback`); never the body or the signature. */
function logRefusal(log: Logger, entry: { reason: string; orderId?: string; status?: string; source?: SettleSource; clientAddress: string }): void {
  log.warn('payment callback refused', { event: 'security.payment_callback', outcome: 'refused', ...entry });
}
