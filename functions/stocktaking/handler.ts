import { stocktakingRoutes } from '../../shared/routes/stocktaking';
import { domainHandler } from '../lib/http/domain-handler';
import { AppError } from '../lib/http/errors';

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
  report: notBuilt,
  remove: notBuilt,
});
