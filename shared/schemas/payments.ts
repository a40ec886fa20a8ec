import * as z from 'zod';
import {
  billingCurrency,
  paymentDurations,
  paymentMethods,
  paymentStatuses,
  periodKinds,
  planFeatures,
  planIds,
} from '../plans';
import { fieldError, idField, pageQuery } from './common';
import { lazySchema } from './lazy';

/*
 * Plans, payments, promo codes and the subscription (the payments function, docs/payments.md).
 * Money is integer minor units (cents) of `currency` end to end; the web formats it.
 */

export const planSchema = lazySchema(() =>
  z
    .object({
      _id: z.enum(planIds),
      title: z.string(),
      /** Monthly price in cents. */
      priceCents: z.number().int(),
      /** Spec: the displayed old price is the price plus 20. */
      oldPriceCents: z.number().int(),
      /** Item and user limits; 100000 or more is shown as unlimited. */
      items: z.number().int(),
      users: z.number().int(),
      permissions: z.array(z.enum(planFeatures)),
      popular: z.boolean(),
      /** Plans in this order; a move to a later one is an Upgrade. */
      order: z.number().int(),
    })
    .meta({ id: 'Plan' }),
);
export type PlanView = z.infer<typeof planSchema>;

export const plansAnswer = lazySchema(() =>
  z
    .object({
      plans: z.array(planSchema),
      currency: z.literal(billingCurrency),
      /** Default sale in percent by duration in months ("1", "6", "12"). */
      defaultSale: z.record(z.string(), z.number()),
    })
    .meta({ id: 'Plans' }),
);

export const createPaymentBody = lazySchema(() =>
  z
    .object({
      duration: z.coerce.number().pipe(z.union(paymentDurations.map((months) => z.literal(months)), { error: fieldError.rule('duration') })),
      method: z.enum(paymentMethods, { error: fieldError.rule('method') }),
      plan: z.enum(planIds, { error: fieldError.rule('plan') }).refine((plan) => plan !== 'free', { error: fieldError.rule('plan') }),
      company: idField,
      /** A promo code to apply (uppercased); absent: the one the company checked last, if still valid. */
      promo: z.string().trim().max(40).transform((code) => code.toUpperCase()).optional(),
    })
    // Spec: the subscription method allows only a 1-month period.
    .refine((body) => body.method !== 'subscription' || body.duration === 1, { error: fieldError.rule('duration'), path: ['duration'] })
    .meta({ id: 'CreatePaymentBody' }),
);
export type CreatePaymentInput = z.output<typeof createPaymentBody>;

/**
 * Where to send the browser: the provider's hosted checkout (fixed, subscription), or for an invoice
 * the billing page (the PDF invoice is e-mailed and linked there).
 */
export const checkoutAnswer = lazySchema(() => z.object({ paymentId: z.string(), checkoutUrl: z.string() }).meta({ id: 'CheckoutAnswer' }));

export const paymentSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      /** `plan` buys a plan period; `request` pays a sticker order. */
      kind: z.enum(['plan', 'request']),
      /** The plan bought (kind plan). */
      plan: z.enum(planIds).nullable(),
      /** The sticker order paid (kind request). */
      requestId: z.string().nullable(),
      /** Spec payment types: a one-off charge or one of a subscription's charges. */
      type: z.enum(['regular', 'subscription']),
      method: z.enum(paymentMethods),
      status: z.enum(paymentStatuses),
      /** Spec display colour of the status (null: none). */
      statusColour: z.enum(['orange', 'red', 'green', 'purple', 'gray']).nullable(),
      duration: z.number().int().nullable(),
      priceCents: z.number().int(),
      sale: z.number(),
      totalCents: z.number().int(),
      currency: z.literal(billingCurrency),
      promo: z.string().nullable(),
      createdAt: z.string(),
      /** When the provider (or support, for an invoice) settled it as approved. */
      paidAt: z.string().nullable(),
      /** An invoice's PDF can be downloaded (GET /payment/invoice/{id}). */
      hasInvoice: z.boolean(),
    })
    .meta({ id: 'Payment' }),
);
export type Payment = z.infer<typeof paymentSchema>;

export const paymentPage = lazySchema(() => z.object({ data: z.array(paymentSchema), count: z.number().int() }).meta({ id: 'PaymentPage' }));
/** Spec: payments 10 a page. */
export const listPaymentsQuery = lazySchema(() => pageQuery(10));
export const paymentIdParams = lazySchema(() => z.object({ id: idField }));
export const planIdParams = lazySchema(() => z.object({ id: z.enum(planIds, { error: fieldError.rule('plan') }) }));

export const checkPromoBody = lazySchema(() =>
  z
    .object({ code: z.string().trim().min(1, { error: fieldError.required }).max(40).transform((code) => code.toUpperCase()) })
    .meta({ id: 'CheckPromoBody' }),
);
/** A valid code is kept as the company's promo (settings.promo) for its next payments. */
export const promoAnswer = lazySchema(() => z.object({ code: z.string(), sale: z.number() }).meta({ id: 'Promo' }));

export const planChangeAnswer = lazySchema(() =>
  z
    .object({ ok: z.literal(true), direction: z.enum(['Upgrade', 'Downgrade']) })
    .meta({ id: 'PlanChangeAnswer' }),
);

export const subscriptionSchema = lazySchema(() =>
  z
    .object({
      state: z.enum(['active', 'inactive']),
      plan: z.enum(planIds),
      amountCents: z.number().int(),
      /** The next auto-debit (null once inactive). */
      nextPaymentDate: z.string().nullable(),
      promocode: z.string().nullable(),
    })
    .meta({ id: 'Subscription' }),
);
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Kinds of entries in a company's billing history. */
export const billingEventKinds = [
  'trial_started',
  'trial_ended',
  'paid',
  'period_ended',
  'reversed',
  'plan_change_requested',
  'subscription_paused',
  'subscription_charge_failed',
] as const;
export type BillingEventKind = (typeof billingEventKinds)[number];

export const billingEventSchema = lazySchema(() =>
  z
    .object({
      kind: z.enum(billingEventKinds),
      at: z.string(),
      plan: z.enum(planIds).nullable(),
      /** The period's end after the event, when it changed it. */
      until: z.string().nullable(),
      paymentId: z.string().nullable(),
    })
    .meta({ id: 'BillingEvent' }),
);
export type BillingEvent = z.infer<typeof billingEventSchema>;

/**
 * What the company's time stands at: `trial` (the trial runs; also while a paid period bought
 * during it waits for its end, in `next`), `paid` (a paid period runs), `free` (the trial ended:
 * Free, with no end), `ended` (a paid period ended unpaid: locked).
 */
export const periodStates = ['trial', 'paid', 'free', 'ended'] as const;
export type PeriodState = (typeof periodStates)[number];

export const periodSchema = lazySchema(() =>
  z
    .object({
      state: z.enum(periodStates),
      /** When it began: the trial with the company; Free when the trial ended; null for a paid period granted before starts were kept. */
      startsAt: z.string().nullable(),
      /** When it ends (null: Free has no end). */
      endsAt: z.string().nullable(),
      /** A paid period bought during the trial: it starts when the trial ends. */
      next: z.object({ plan: z.enum(planIds), startsAt: z.string(), endsAt: z.string().nullable() }).nullable(),
    })
    .meta({ id: 'BillingPeriod' }),
);
export type BillingPeriod = z.infer<typeof periodSchema>;

/**
 * Where a plan period paid now would start: `now` (nothing runs: Free after the trial, or locked),
 * `trial_end` (during the trial, whose remaining days are kept) or `period_end` (extends the paid
 * period). `at` is that moment (now, for `now`); the approval of the payment fixes it.
 */
export const paidPeriodStarts = ['now', 'trial_end', 'period_end'] as const;
export type PaidPeriodStart = (typeof paidPeriodStarts)[number];
export const purchaseStartSchema = lazySchema(() =>
  z.object({ from: z.enum(paidPeriodStarts), at: z.string() }).meta({ id: 'PurchaseStart' }),
);

/** The billing page: where the company stands, its subscription and its last history entries. */
export const billingAnswer = lazySchema(() =>
  z
    .object({
      plan: z.enum(planIds),
      effectivePlan: z.enum(planIds),
      periodKind: z.enum(periodKinds),
      subscriptionEndDate: z.string().nullable(),
      period: periodSchema,
      purchaseStart: purchaseStartSchema,
      /** The paid period ended: everything but payment answers SubscriptionExpired. */
      locked: z.boolean(),
      subscription: subscriptionSchema.nullable(),
      promo: promoAnswer.nullable(),
      history: z.array(billingEventSchema),
    })
    .meta({ id: 'Billing' }),
);

/**
 * The provider's server callback (Flitt, docs/payments.md): protocol 1.0 posts the order fields flat
 * (signed by the sorted values); protocol 2.0 posts `{ data, signature }` (or inside `response`).
 * Form-encoded or JSON; the service verifies it, so the schema only takes it in.
 */
export const paymentCallbackBody = lazySchema(() => z.record(z.string(), z.unknown()).meta({ id: 'PaymentCallbackBody' }));
export const callbackAnswer = lazySchema(() => z.object({ ok: z.literal(true) }).meta({ id: 'CallbackAnswer' }));

/** A 302 answer: where the browser goes (an invoice's short-lived link, the payment result page). */
export const redirectAnswer = lazySchema(() => z.object({ location: z.string() }));
