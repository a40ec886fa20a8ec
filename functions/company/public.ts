/**
 * What other domains may use of the company domain: reading the caller's company and the
 * transaction items that keep its user count; the notifications' daily check finds the companies
 * whose subscription ends on a day; payments changes the billing state through transaction items;
 * items read the depreciation terms per item type.
 * Everything else here is internal.
 */
export {
  billingEventItem,
  countNewUser,
  countRemovedUser,
  depreciationDefaultsOf,
  getCompany,
  hasBillingEvent,
  latestBillingEvents,
  promoItem,
  requireCompany,
  subscriptionItem,
  type CompanyRecord,
  type CompanySubscription,
} from './store';
export { keptDepreciationDefaults } from './depreciation';
export { companiesEndingOn, subscriptionEndDay } from './subscription-ends';
export { addMonths, grantPaidPeriod, paidPeriodFor } from './billing';
