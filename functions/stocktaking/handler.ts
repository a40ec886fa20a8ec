import { stocktakingRoutes } from '../../shared/routes/stocktaking';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { stocktakingReport } from './report';
import * as scans from './scans';
import * as stocktaking from './service';

export const handler = domainHandler(stocktakingRoutes, {
  list: (request) => stocktaking.listStocktakings(tenantOf(request), request.query),
  start: (request) => stocktaking.startStocktaking(tenantOf(request), request.body),
  detail: (request) => stocktaking.stocktakingDetail(tenantOf(request), request.params.id!),
  lines: (request) => stocktaking.stocktakingLines(tenantOf(request), request.params.id!, request.query),
  recordScans: (request) => scans.recordScans(tenantOf(request), request.params.id!, request.body),
  undoScan: (request) => scans.undoScan(tenantOf(request), request.params.id!, request.params.scan!),
  finish: (request) => stocktaking.finishStocktaking(tenantOf(request), request.params.id!, request.log),
  report: (request) => stocktakingReport(tenantOf(request), request.params.id!, request.lang),
  remove: (request) => stocktaking.removeStocktaking(tenantOf(request), request.params.id!, request.log),
});
