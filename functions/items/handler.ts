import { analyticsRoutes } from '../../shared/routes/analytics';
import { foundRoutes } from '../../shared/routes/found';
import { itemsRoutes } from '../../shared/routes/items';
import { photosRoutes } from '../../shared/routes/photos';
import { domainHandler } from '../lib/http/domain-handler';
import { tenantOf } from '../lib/http/session';
import { companyAnalytics } from './analytics';
import { foundItem, reportFound } from './found';
import { createItems, duplicateItem } from './creation';
import { editItem, itemDetail } from './editing';
import { itemTransactions, lastOperations } from './history';
import { counters, listItemsFor } from './listing';
import * as operations from './operations';
import * as comments from './photos/comments';
import * as photos from './photos/item-photos';
import { signPhotoUploads } from './photos/uploads';
import * as transfers from './transfers';
import { bulkJobState, startBulkAction } from './selection/service';
import { itemReportState, openReportLink, requestItemReport } from '../reports/public';

export const handler = domainHandler([...itemsRoutes, ...photosRoutes, ...analyticsRoutes, ...foundRoutes], {
  list: (request) => listItemsFor(tenantOf(request), request.query),
  counters: (request) => counters(tenantOf(request).companyId),
  analytics: (request) => companyAnalytics(tenantOf(request).companyId, tenantOf(request).userId),
  lastOperations: (request) => lastOperations(tenantOf(request), request.query.limit),
  detail: (request) => itemDetail(tenantOf(request), request.params.id!),
  create: (request) => createItems(tenantOf(request), request.body),
  edit: (request) => editItem(tenantOf(request), request.params.id!, request.body),
  transactions: (request) => itemTransactions(tenantOf(request), request.params.id!, request.query),
  repair: (request) => operations.sendToService(tenantOf(request), request.params.id!, request.body),
  repairBack: (request) => operations.returnFromService(tenantOf(request), request.body.item_ids, request.body.user),
  ban: (request) => operations.decommission(tenantOf(request), request.params.id!, request.body),
  deactivate: (request) => operations.deactivateItem(tenantOf(request), request.params.id!),
  reactivate: (request) => operations.reactivateItem(tenantOf(request), request.params.id!),
  remove: (request) => operations.deleteItems(tenantOf(request), request.body.item_ids),
  mark: (request) => operations.markItem(tenantOf(request), request.params.id!, request.body.code),
  byCode: (request) => operations.findByCode(tenantOf(request), request.params.code!),
  duplicate: (request) => duplicateItem(tenantOf(request), request.params.id!),
  move: (request) => transfers.moveItems(tenantOf(request), request.body.item_ids, request.body.user, request.body.object, request.body.versions),
  transfers: (request) => transfers.itemTransfers(tenantOf(request), request.params.id!),
  acceptTransfer: (request) => transfers.resolveTransfer(tenantOf(request), request.params.id!, 'accepted'),
  rejectTransfer: (request) => transfers.resolveTransfer(tenantOf(request), request.params.id!, 'rejected'),
  cancelTransfer: (request) => transfers.resolveTransfer(tenantOf(request), request.params.id!, 'cancelled'),
  mount: (request) => operations.mountItems(tenantOf(request), request.body.items, request.body.parent),
  unmount: (request) => operations.unmountItems(tenantOf(request), request.body.items, request.body.parent),
  merge: (request) => operations.mergeBack(tenantOf(request), request.params.id!, request.body.to),
  separate: (request) => operations.separate(tenantOf(request), request.params.id!, request.body.quantity),
  bulk: (request) => startBulkAction(tenantOf(request), request.body),
  bulkState: (request) => bulkJobState(tenantOf(request), request.params.id!),
  place: (request) => operations.placeItems(tenantOf(request), request.body.item_ids, request.body.object, request.body.location),
  report: (request) => requestItemReport(tenantOf(request), request.query, request.body),
  reportState: (request) => itemReportState(tenantOf(request), request.params.id!),
  reportDownload: (request) => openReportLink(request.params.token!, request.headers.accept, request.lang),
  signPhotoUploads: (request) => signPhotoUploads(tenantOf(request), request.body.files),
  attachItemPhotos: (request) => photos.attachItemPhotos(tenantOf(request), request.params.id!, request.body.names),
  setMainPhoto: (request) => photos.setMainPhoto(tenantOf(request), request.params.id!, request.params.name!),
  deleteItemPhoto: (request) => photos.deleteItemPhoto(tenantOf(request), request.params.id!, request.params.name!),
  image: (request) => photos.imageLink(request.params.name!, request.query.size),
  listComments: (request) => comments.listComments(tenantOf(request), request.params.item!, request.query),
  createComment: (request) => comments.createComment(tenantOf(request), request.params.item!, request.body),
  editComment: (request) => comments.editComment(tenantOf(request), request.params.item!, request.params.id!, request.body.message),
  attachCommentPhotos: (request) => comments.attachCommentPhotos(tenantOf(request), request.params.item!, request.params.id!, request.body.names),
  foundItem: (request) => foundItem(request.params.code!, request.sourceIp),
  reportFound: (request) => reportFound(request.params.code!, request.body, request.sourceIp),
});
