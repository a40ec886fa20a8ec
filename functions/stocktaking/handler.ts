import { stocktakingRoutes } from '../../shared/routes/stocktaking';
import { domainHandler } from '../lib/http/domain-handler';
import { AppError } from '../lib/http/errors';
import { tenantOf } from '../lib/http/session';
import * as stocktaking from './service';

// The report (link to the xlsx the export worker builds) is being built on top of this (issue 9).
const reportNotBuilt = async (): Promise<never> => {
  throw new AppError('RouteNotFound');
};

export const handler = domainHandler(stocktakingRoutes, {
  list: (request) => stocktaking.listStocktakings(tenantOf(request), request.query),
  start: (request) => stocktaking.startStocktaking(tenantOf(request), request.body),
  detail: (request) => stocktaking.stocktakingDetail(tenantOf(request), request.params.id!),
  lines: (request) => stocktaking.stocktakingLines(tenantOf(request), request.params.id!, request.query),
  recordScans: (request) => stocktaking.recordScans(tenantOf(request), request.params.id!, request.body),
  undoScan: (request) => stocktaking.undoScan(tenantOf(request), request.params.id!, request.params.scan!),
  finish: (request) => stocktaking.finishStocktaking(tenantOf(request), request.params.id!, request.log),
  report: reportNotBuilt,
  remove: (request) => stocktaking.removeStocktaking(tenantOf(request), request.params.id!, request.log),
});
