/**
 * The plan catalogue. Plans are versioned with the code (read by the server and the web alike);
 * a company stores only which plan it is on and until when (see docs/decisions.md).
 */
export const planFeatures = [
  'storage', 'analytics', 'extended_search', 'scan', 'generator', 'transfer', 'service', 'ban', 'objects',
  'equipment', 'stocktaking', 'custom_fields', 'items_upload', 'datatable_custom', 'reports', 'files',
  'roles_extended', '1C',
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
    permissions: [...standard, 'custom_fields', 'items_upload', 'stocktaking', '1C'],
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

/** The plan a company is on now: its plan until subscriptionEndDate, then Free (no data is lost). */
export function effectivePlan(company: { plan: PlanId; subscriptionEndDate: string | null }, now: Date): Plan {
  const ended = company.subscriptionEndDate !== null && Date.parse(company.subscriptionEndDate) <= now.getTime();
  return plans[ended ? fallbackPlanId : company.plan];
}

export function planHas(plan: Plan, feature: PlanFeature): boolean {
  return plan.permissions.includes(feature);
}
