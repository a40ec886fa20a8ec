import { labelsRoutes } from '../../shared/routes/labels';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { bindBatch, labelBatches } from './binding';
import { bulkMark, downloadCode, generateLabels, printSelection } from './service';

export const handler = domainHandler(labelsRoutes, {
  downloadCode: (request) => downloadCode(tenantOf(request), request.params.code!, request.query.type),
  generate: (request) => generateLabels(tenantOf(request), request.query.count, request.query.type),
  bulkMark: (request) => bulkMark(tenantOf(request), request.body.pairs),
  printSelection: (request) => printSelection(tenantOf(request), request.body),
  labelBatches: (request) => labelBatches(tenantOf(request)),
  bindBatch: (request) => bindBatch(tenantOf(request), request.body),
});
