import { stocktakingRoutes } from '../../shared/routes/stocktaking';
import { domainHandler } from '../lib/http/domain-handler';
import { AppError } from '../lib/http/errors';
import { tenantOf } from '../lib/http/session';
import { stocktakingReport } from './report';

// Contract only: the operations are being built (issue 9); until then every call answers RouteNotFound.
const notBuilt = async (): Promise<never> => {
  throw new AppError('RouteNotFound');
};

export const handler = domainHandler(stocktakingRoutes, {
  list: notBuilt,
  start: notBuilt,
  detail: notBuilt,
  lines: notBuilt,
  recordScans: notBuilt,
  undoScan: notBuilt,
  finish: notBuilt,
  report: (request) => stocktakingReport(tenantOf(request), request.params.id!, request.lang),
  remove: notBuilt,
});
