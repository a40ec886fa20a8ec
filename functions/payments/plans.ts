import { billingCurrency, defaultSalePercent, oldPriceExtraCents, planIds, plans } from '../../shared/plans';
import type { PlanView } from '../../shared/schemas/payments';

/** The plan catalogue as GET /payment/plans shows it: limits, features, price, old price and the default sales. */
export function plansCatalogue(): { plans: PlanView[]; currency: typeof billingCurrency; defaultSale: Record<string, number> } {
  return {
    plans: planIds.map((id) => {
      const plan = plans[id];
      return { ...plan, permissions: [...plan.permissions], oldPriceCents: plan.priceCents + oldPriceExtraCents };
    }),
    currency: billingCurrency,
    defaultSale: Object.fromEntries(Object.entries(defaultSalePercent).map(([months, sale]) => [months, sale])),
  };
}
