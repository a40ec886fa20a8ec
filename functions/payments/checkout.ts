import type { Language } from '../../shared/i18n/languages';
import { billingCurrency, companyLocked, plans, quotePrice, type PaymentMethod, type PlanId } from '../../shared/plans';
import { apiBasePath } from '../../shared/routes/route-def';
import type { CreatePaymentInput } from '../../shared/schemas/payments';
import { paidPeriodFor, requireCompany, type CompanyRecord } from '../company/public';
import { paymentProvider } from '../lib/adapters/flitt';
import type { CheckoutRequest } from '../lib/adapters/flitt-protocol';
import { sendJob } from '../lib/adapters/queues';
import { keys, sortableId } from '../lib/db/keys';
import { transact } from '../lib/db/transactions';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';
import type { Logger } from '../lib/http/logger';
import type { Tenant } from '../lib/http/session';
import { promoForPayment } from './promo';
import { markCreationFailed, newPaymentItems, type PaymentRecord } from './store';

/** The provider's checkout page stays open this long. */
export const checkoutLifetimeSeconds = 60 * 60;

const appUrl = () => env().APP_URL.replace(/\/$/, '');

/**
 * Whether the company may buy `plan` directly: on a trial, on Free, when locked, or more of the paid
 * plan it is on. Another plan while a paid period runs goes through a plan-change request instead.
 */
export function mayBuyDirectly(company: Pick<CompanyRecord, 'plan' | 'subscriptionEndDate' | 'periodKind'>, plan: PlanId, now: Date): boolean {
  const runningPaid = company.periodKind === 'paid' && !companyLocked(company, now);
  return !runningPaid || company.plan === plan;
}

/** yyyy-mm-dd (UTC) */
const day = (date: Date) => date.toISOString().slice(0, 10);

/** POST /payment/plan: the payment record (amount computed here), then the checkout or the invoice job. */
export async function createPlanPayment(
  tenant: Tenant,
  input: CreatePaymentInput,
  language: Language,
  log: Logger,
  sourceIp: string,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  if (input.company !== tenant.companyId) throw new AppError('AccessError');
  const company = await requireCompany(tenant.companyId);
  const now = new Date();
  if (!mayBuyDirectly(company, input.plan, now)) throw new AppError('PlanChangeRefused');
  // An active subscription renews itself: a second one would charge twice a month (pause it first).
  if (input.method === 'subscription' && company.subscription?.state === 'active') throw new AppError('PlanChangeRefused');
  const promo = await promoForPayment(company, input.promo, sourceIp);
  const quote = quotePrice(plans[input.plan], input.duration, promo?.sale ?? null);
  const record = newPayment({
    companyId: tenant.companyId,
    requestedBy: tenant.userId,
    language,
    kind: 'plan',
    plan: input.plan,
    requestId: null,
    method: input.method,
    duration: input.duration,
    priceCents: quote.priceCents,
    sale: quote.sale,
    totalCents: quote.totalCents,
    // The code is recorded only when it gave the sale, not when the default sale was larger.
    promo: promo && promo.sale >= quote.sale ? promo.code : null,
  }, now);
  await transact(newPaymentItems(record));

  if (input.method === 'invoice') {
    try {
      await sendJob('billing', { kind: 'billing.invoice', companyId: record.companyId, requestedBy: tenant.userId, jobId: record._id, paymentId: record._id, language });
    } catch (error) {
      log.error('invoice job not queued', { paymentId: record._id, error: error instanceof Error ? error.message : String(error) });
      await markCreationFailed(record, 'invoice_job_failed');
      throw new AppError('PaymentCreationError');
    }
    return { paymentId: record._id, checkoutUrl: `${appUrl()}/settings/payment?invoice=${record._id}` };
  }

  const title = plans[input.plan].title;
  const checkoutUrl = await openCheckout(record, {
    description: `Assetbook ${title}, ${input.duration} month${input.duration === 1 ? '' : 's'}`,
    language,
    // Protocol 2.0 recurring: the same amount every month, from the end of the month this first
    // payment buys (during the trial that month starts when the trial ends).
    subscription: input.method === 'subscription' ? { amountCents: record.totalCents, startDate: day(paidPeriodFor(company, now, 1).until) } : undefined,
  }, log);
  return { paymentId: record._id, checkoutUrl };
}

export interface NewPayment {
  companyId: string;
  requestedBy: string | null;
  language: Language;
  kind: PaymentRecord['kind'];
  plan: PlanId | null;
  requestId: string | null;
  method: PaymentMethod;
  duration: number | null;
  priceCents: number;
  sale: number;
  totalCents: number;
  promo: string | null;
  type?: PaymentRecord['type'];
  parentOrderId?: string | null;
}

export function newPayment(input: NewPayment, now: Date, paymentId = sortableId(now.getTime())): PaymentRecord {
  const at = now.toISOString();
  return {
    ...keys.payment(input.companyId, paymentId),
    entity: 'payment',
    _id: paymentId,
    companyId: input.companyId,
    kind: input.kind,
    plan: input.plan,
    requestId: input.requestId,
    type: input.type ?? 'regular',
    method: input.method,
    status: 'created',
    duration: input.duration,
    priceCents: input.priceCents,
    sale: input.sale,
    totalCents: input.totalCents,
    currency: billingCurrency,
    promo: input.promo,
    requestedBy: input.requestedBy,
    language: input.language,
    createdAt: at,
    updatedAt: at,
    paidAt: null,
    ...(input.parentOrderId ? { parentOrderId: input.parentOrderId } : {}),
  };
}

/**
 * The provider's checkout of a stored payment (order id = payment id). When the provider fails, the
 * payment is marked declined with the reason, so no payment waits for a checkout that never existed.
 */
export async function openCheckout(
  record: PaymentRecord,
  details: Pick<CheckoutRequest, 'description' | 'language' | 'subscription'>,
  log: Logger,
): Promise<string> {
  try {
    const { checkoutUrl } = await paymentProvider().createCheckout({
      orderId: record._id,
      description: details.description,
      amountCents: record.totalCents,
      currency: record.currency,
      responseUrl: `${appUrl()}${apiBasePath}/payment/return`,
      callbackUrl: `${appUrl()}${apiBasePath}/payment/callback`,
      lifetimeSeconds: checkoutLifetimeSeconds,
      language: details.language,
      ...(details.subscription ? { subscription: details.subscription } : {}),
    });
    return checkoutUrl;
  } catch (error) {
    log.error('checkout not created', { paymentId: record._id, error: error instanceof Error ? error.message : String(error) });
    await markCreationFailed(record, 'checkout_failed');
    throw error instanceof AppError && error.errorName === 'PaymentCreationError' ? error : new AppError('PaymentCreationError');
  }
}
