import { roleGroups } from '../permissions';
import {
  billingAnswer,
  callbackAnswer,
  checkoutAnswer,
  checkPromoBody,
  createPaymentBody,
  redirectAnswer,
  listPaymentsQuery,
  paymentCallbackBody,
  paymentIdParams,
  paymentPage,
  paymentSchema,
  planChangeAnswer,
  planIdParams,
  plansAnswer,
  promoAnswer,
  subscriptionSchema,
} from '../schemas/payments';
import type { DomainRoutes } from './route-def';

/**
 * Plans, payments and the subscription (the payments function, docs/payments.md). Root and admin
 * buy; every payment call answers while the company is locked for non-payment, so it can pay.
 */
export const paymentsRoutes = [
  { method: 'GET', path: '/payment/plans', domain: 'payments', operation: 'plans', auth: 'public',
    summary: 'The plans with limits, features, monthly prices, old prices and the default sales', response: plansAnswer },
  { method: 'POST', path: '/payment/plan', domain: 'payments', operation: 'create', auth: 'company', roles: roleGroups.panelAdmins, lockedAccess: true,
    status: 201, summary: 'Creates a payment for a plan period (amount computed here) and its checkout; the browser goes to checkoutUrl',
    body: createPaymentBody, response: checkoutAnswer },
  { method: 'GET', path: '/payment', domain: 'payments', operation: 'list', auth: 'company', roles: roleGroups.panelAdmins, lockedAccess: true,
    summary: "The company's payments, newest first, 10 a page", query: listPaymentsQuery, response: paymentPage },
  { method: 'GET', path: '/payment/billing', domain: 'payments', operation: 'billing', auth: 'company', roles: roleGroups.panelAdmins, lockedAccess: true,
    summary: 'Current plan, period, lock, subscription, promo and billing history', response: billingAnswer },
  { method: 'GET', path: '/payment/{id}', domain: 'payments', operation: 'get', auth: 'company', roles: roleGroups.panelAdmins, lockedAccess: true,
    summary: 'One payment; a payment still created or processing is first checked with the provider', params: paymentIdParams, response: paymentSchema },
  { method: 'GET', path: '/payment/invoice/{id}', domain: 'payments', operation: 'invoice', auth: 'company', roles: roleGroups.panelAdmins, lockedAccess: true,
    status: 302, summary: "An invoice payment's PDF, through a short-lived link", params: paymentIdParams, response: redirectAnswer },
  { method: 'PUT', path: '/payment/plan/{id}', domain: 'payments', operation: 'requestPlanChange', auth: 'company', roles: roleGroups.panelAdmins,
    lockedAccess: true, summary: 'Asks support to move a paid plan to plan {id} (answered within 24 hours); Upgrade or Downgrade by plan order',
    params: planIdParams, response: planChangeAnswer },
  { method: 'POST', path: '/payment/check/promo', domain: 'payments', operation: 'checkPromo', auth: 'company', roles: roleGroups.panelAdmins,
    lockedAccess: true, summary: "Checks a promo code (uppercased) and keeps it as the company's promo; answers its sale",
    body: checkPromoBody, response: promoAnswer },
  { method: 'POST', path: '/payment/subscription/pause', domain: 'payments', operation: 'pauseSubscription', auth: 'company',
    roles: roleGroups.panelAdmins, lockedAccess: true,
    summary: "Stops the provider's monthly auto-debit; the paid period runs to its end", response: subscriptionSchema },
  { method: 'POST', path: '/payment/callback', domain: 'payments', operation: 'callback', auth: 'public',
    summary: "The payment provider's server callback: verified by signature, merchant, amount and currency; applied once",
    body: paymentCallbackBody, acceptsForm: true, response: callbackAnswer },
  { method: 'POST', path: '/payment/return', domain: 'payments', operation: 'browserReturn', auth: 'public', status: 302,
    summary: "Where the provider's page sends the browser back (a form POST): redirects to /payment/success with the result in the query",
    body: paymentCallbackBody, acceptsForm: true, response: redirectAnswer },
] as const satisfies DomainRoutes<'payments'>;
