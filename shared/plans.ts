/**
 * The plan catalogue. Plans are versioned with the code (read by the server and the web alike);
 * a company stores only which plan it is on and until when (see docs/decisions.md).
 */
export const planFeatures = [
  'storage', 'analytics', 'extended_search', 'scan', 'generator', 'transfer', 'service', 'ban', 'objects',
  'equipment', 'stocktaking', 'custom_fields', 'items_upload', 'datatable_custom', 'reports', 'files',
  'roles_extended', '1C', 'maintenance',
] as const;
export type PlanFeature = (typeof planFeatures)[number];

export const planIds = ['free', 'start', 'optimal', 'business'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  _id: PlanId;
  title: string;
  /** Monthly price in whole cents of USD, exact. */
  priceCents: number;
  /** Item limit; 100000 or more is shown as unlimited. */
  items: number;
  /** User limit; 100000 or more is shown as unlimited. */
  users: number;
  permissions: readonly PlanFeature[];
  popular: boolean;
  /** Order used to label a change as Upgrade or Downgrade. */
  order: number;
}

/**
 * Free keeps only scanning and code generation: it lacks everything either spec document lists as
 * gated on the free plan (platform.md section 6 and assets.md section 6). roles_extended and
 * datatable_custom are premium (Business only).
 */
const basic: readonly PlanFeature[] = ['scan', 'generator'];
const standard: readonly PlanFeature[] = [
  ...basic, 'transfer', 'service', 'ban', 'objects', 'equipment', 'analytics', 'extended_search', 'storage', 'reports',
  'files',
];

export const plans: Record<PlanId, Plan> = {
  free: { _id: 'free', title: 'Free', priceCents: 0, items: 100, users: 3, permissions: basic, popular: false, order: 0 },
  start: {
    _id: 'start',
    title: 'Start',
    priceCents: 1900,
    items: 1_000,
    users: 10,
    permissions: standard,
    popular: false,
    order: 1,
  },
  optimal: {
    _id: 'optimal',
    title: 'Optimal',
    priceCents: 4900,
    items: 10_000,
    users: 50,
    // Maintenance plans (issue 28) with the other features of running a fleet of assets: docs/maintenance.md, "Plan gating".
    permissions: [...standard, 'custom_fields', 'items_upload', 'stocktaking', '1C', 'maintenance'],
    popular: true,
    order: 2,
  },
  business: {
    _id: 'business',
    title: 'Business',
    priceCents: 9900,
    items: 100_000,
    users: 100_000,
    permissions: planFeatures,
    popular: false,
    order: 3,
  },
};

export const trialPlanId: PlanId = 'optimal';
export const fallbackPlanId: PlanId = 'free';

/**
 * What the company's current period is: the trial a new company gets, or a period it paid for. A
 * trial that ends falls back to Free; a paid period that ends locks the company until it pays
 * (docs/payments.md). Records written before payments existed have no periodKind: a trial.
 */
export const periodKinds = ['trial', 'paid'] as const;
export type PeriodKind = (typeof periodKinds)[number];

interface PlanState {
  plan: PlanId;
  subscriptionEndDate: string | null;
  periodKind?: PeriodKind;
}

function periodEnded(company: PlanState, now: Date): boolean {
  return company.subscriptionEndDate !== null && Date.parse(company.subscriptionEndDate) <= now.getTime();
}

/**
 * The plan a company is on now: its plan until subscriptionEndDate; after a trial, Free (no data is
 * lost); after a paid period, still the paid plan, but the company is locked (companyLocked).
 */
export function effectivePlan(company: PlanState, now: Date): Plan {
  const trialOver = periodEnded(company, now) && (company.periodKind ?? 'trial') === 'trial';
  return plans[trialOver ? fallbackPlanId : company.plan];
}

/** A paid period has ended unpaid: the panel and the mobile API answer SubscriptionExpired until the company pays. */
export function companyLocked(company: PlanState, now: Date): boolean {
  return company.periodKind === 'paid' && periodEnded(company, now);
}

/** Everything sold is priced in this currency, in integer minor units (cents). */
export const billingCurrency = 'USD';

/** Spec: one-time payments for 1, 6 or 12 months; a subscription is monthly only. */
export const paymentDurations = [1, 6, 12] as const;
export type PaymentDuration = (typeof paymentDurations)[number];

/** Payment kinds (spec: subscription, fixed, invoice): how the company pays. */
export const paymentMethods = ['fixed', 'subscription', 'invoice'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Spec statuses; `approved` is paid. */
export const paymentStatuses = ['created', 'processing', 'declined', 'approved', 'expired', 'reversed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Display colours (spec); `reversed` is not named there: grey. */
export const paymentStatusColours: Record<PaymentStatus, 'orange' | 'red' | 'green' | 'purple' | 'gray' | null> = {
  created: null,
  processing: 'orange',
  declined: 'red',
  approved: 'green',
  expired: 'purple',
  reversed: 'gray',
};

/**
 * Default sale in percent by duration. Spec: 10 for 12 months, 0 for monthly; 6 months is not
 * named there: 5 (docs/payments.md).
 */
export const defaultSalePercent: Record<PaymentDuration, number> = { 1: 0, 6: 5, 12: 10 };

/** Spec: the displayed old price is the plan price plus 20 (currency units). */
export const oldPriceExtraCents = 2000;

export interface PriceQuote {
  /** Monthly price times months, before the sale. */
  priceCents: number;
  /** Percent taken off: the larger of the default sale and a valid promo code's. */
  sale: number;
  /** What is charged: price less the sale, rounded half up to a cent. */
  totalCents: number;
}

/** The server's price of `duration` months of `plan`: the amount is never taken from the client. */
export function quotePrice(plan: Plan, duration: PaymentDuration, promoSale: number | null): PriceQuote {
  const priceCents = plan.priceCents * duration;
  const sale = Math.max(defaultSalePercent[duration], promoSale ?? 0);
  return { priceCents, sale, totalCents: Math.round((priceCents * (100 - sale)) / 100) };
}

/** Spec: a move to a plan later in the order is an Upgrade, an earlier one a Downgrade. */
export function planChangeDirection(from: PlanId, to: PlanId): 'Upgrade' | 'Downgrade' {
  return plans[to].order > plans[from].order ? 'Upgrade' : 'Downgrade';
}

export function planHas(plan: Plan, feature: PlanFeature): boolean {
  return plan.permissions.includes(feature);
}
