import { roleGroups } from '../permissions';
import { okAnswer } from '../schemas/common';
import {
  listStocktakingQuery,
  recordScansAnswer,
  recordScansBody,
  scanIdParams,
  startStocktakingBody,
  stocktakingIdParams,
  stocktakingLinesPage,
  stocktakingLinesQuery,
  stocktakingPage,
  stocktakingReportAnswer,
  stocktakingSchema,
} from '../schemas/stocktaking';
import type { DomainRoutes } from './route-def';

/**
 * Stocktaking (the stocktaking function). The spec names list, detail, report and delete; the run
 * (start, scans, undo, finish) is the mobile apps' API. Stockmen and up run it; root and admin see
 * every stocktaking, a stockman those he started (docs/stocktaking.md).
 */
export const stocktakingRoutes = [
  { method: 'GET', path: '/company/{company}/stocktaking', domain: 'stocktaking', operation: 'list', auth: 'company', roles: roleGroups.staff,
    feature: 'stocktaking', summary: 'Stocktakings, newest first, 20 a page; filters responsible, target, date, startDate, endDate',
    query: listStocktakingQuery, response: stocktakingPage },
  { method: 'POST', path: '/company/{company}/stocktaking', domain: 'stocktaking', operation: 'start', auth: 'company', roles: roleGroups.staff,
    feature: 'stocktaking', status: 202,
    summary: 'Starts a stocktaking: its expected set is frozen in the background (ready turns true); scans are accepted once ready',
    body: startStocktakingBody, response: stocktakingSchema },
  { method: 'GET', path: '/company/{company}/stocktaking/{id}', domain: 'stocktaking', operation: 'detail', auth: 'company', roles: roleGroups.staff,
    feature: 'stocktaking', summary: 'One stocktaking with its counts: expected, found, missing, unexpected', params: stocktakingIdParams,
    response: stocktakingSchema },
  { method: 'GET', path: '/company/{company}/stocktaking/{id}/items', domain: 'stocktaking', operation: 'lines', auth: 'company', roles: roleGroups.staff,
    feature: 'stocktaking', summary: 'Results per item, 20 a page by cursor; filters result (surplus, lack, match) and presence (found, missing, unexpected)',
    params: stocktakingIdParams, query: stocktakingLinesQuery, response: stocktakingLinesPage },
  { method: 'POST', path: '/company/{company}/stocktaking/{id}/scans', domain: 'stocktaking', operation: 'recordScans', auth: 'company',
    roles: roleGroups.staff, feature: 'stocktaking',
    summary: "Records a batch of a phone's scans; each has the phone's own id, so a batch sent twice counts once",
    params: stocktakingIdParams, body: recordScansBody, response: recordScansAnswer },
  { method: 'DELETE', path: '/company/{company}/stocktaking/{id}/scans/{scan}', domain: 'stocktaking', operation: 'undoScan', auth: 'company',
    roles: roleGroups.staff, feature: 'stocktaking', summary: 'Undoes one scan (a mis-scan): its line goes back to what the other scans say',
    params: scanIdParams, response: recordScansAnswer.pick({ counts: true }) },
  { method: 'POST', path: '/company/{company}/stocktaking/{id}/finish', domain: 'stocktaking', operation: 'finish', auth: 'company',
    roles: roleGroups.staff, feature: 'stocktaking', summary: 'Finishes the stocktaking (status completed, finished "0"); scans are refused after it',
    params: stocktakingIdParams, response: stocktakingSchema },
  { method: 'GET', path: '/company/{company}/stocktaking/{id}/report', domain: 'stocktaking', operation: 'report', auth: 'company',
    roles: roleGroups.staff, feature: 'stocktaking',
    summary: 'The results as xlsx: a short-lived link once the export worker has built the file, state processing until then',
    params: stocktakingIdParams, response: stocktakingReportAnswer },
  { method: 'DELETE', path: '/company/{company}/stocktaking/{id}', domain: 'stocktaking', operation: 'remove', auth: 'company',
    roles: roleGroups.panelAdmins, feature: 'stocktaking', summary: 'Deletes a stocktaking and its results ("Cannot delete stocktaking" while it is being prepared)',
    params: stocktakingIdParams, response: okAnswer },
] as const satisfies DomainRoutes<'stocktaking'>;
