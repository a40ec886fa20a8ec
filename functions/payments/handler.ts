import { paymentsRoutes } from '../../shared/routes/payments';
import { domainHandler } from '../lib/http/domain-handler';
import { redirectTo } from '../lib/http/http-result';
import { tenantOf } from '../lib/http/session';
import { billingOverview, pauseSubscription, requestPlanChange } from './billing';
import { browserReturnUrl, receiveCallback } from './callbacks';
import { createPlanPayment } from './checkout';
import { invoiceLink, paymentDetail, paymentsPage } from './listing';
import { plansCatalogue } from './plans';
import { checkPromo } from './promo';

export const handler = domainHandler(paymentsRoutes, {
  plans: async () => plansCatalogue(),
  create: (request) => createPlanPayment(tenantOf(request), request.body, request.lang, request.log, request.sourceIp),
  list: (request) => paymentsPage(tenantOf(request).companyId, request.query, request.log),
  billing: (request) => billingOverview(tenantOf(request).companyId),
  get: (request) => paymentDetail(tenantOf(request).companyId, request.params.id!, request.log),
  invoice: async (request) => redirectTo(await invoiceLink(tenantOf(request).companyId, request.params.id!)),
  requestPlanChange: (request) => requestPlanChange(tenantOf(request), request.params.id as Parameters<typeof requestPlanChange>[1], request.sourceIp),
  checkPromo: (request) => checkPromo(tenantOf(request).companyId, request.body.code, request.sourceIp),
  pauseSubscription: (request) => pauseSubscription(tenantOf(request).companyId),
  callback: (request) => receiveCallback(request.body, request.log, request.sourceIp),
  browserReturn: async (request) => redirectTo(browserReturnUrl(request.body)),
});
