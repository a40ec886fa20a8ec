import { roleGroups } from '../permissions';
import { itemReportAnswer, itemReportBody, itemReportParams, itemReportQuery, reportTokenParams } from '../schemas/item-reports';
import type { DomainRoutes } from './route-def';

/**
 * The item list report (issue 8), served by the items function: the list's query and an e-mail in,
 * a queued job out; the e-mailed link redirects to a fresh presigned download of the file.
 */
export const itemReportRoutes = [
  { method: 'POST', path: '/company/{company}/item/report', domain: 'items', operation: 'report', auth: 'company', roles: roleGroups.members,
    feature: 'reports', status: 202,
    summary: "Queues an xlsx of every item the list's filters and sort (query, as GET /item) match; a link valid 7 days is e-mailed to `email`",
    query: itemReportQuery, body: itemReportBody, response: itemReportAnswer },
  { method: 'GET', path: '/company/{company}/item/report/{id}/state', domain: 'items', operation: 'reportState', auth: 'company', roles: roleGroups.members,
    summary: 'The state of a report job (queued, building, built, sent, failed)', params: itemReportParams, response: itemReportAnswer },
  { method: 'GET', path: '/reports/{token}', domain: 'items', operation: 'reportDownload', auth: 'public', status: 302,
    summary: "The e-mailed report link: 302 to a short-lived presigned download; unknown or expired (7 days) is ReportDownloadError (a page for browsers)",
    params: reportTokenParams },
] as const satisfies DomainRoutes<'items'>;
