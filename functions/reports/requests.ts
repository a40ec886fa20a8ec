import type { Language } from '../../shared/i18n/languages';
import { reportFiltersOf, type ItemReportQuery } from '../../shared/schemas/item-reports';
import { hashOneTimeToken } from '../lib/auth/one-time-tokens';
import { sortableId } from '../lib/db/keys';
import { errorMessage } from '../lib/http/error-messages';
import { AppError } from '../lib/http/errors';
import { httpResult, redirectTo, type HttpResult } from '../lib/http/http-result';
import type { Tenant } from '../lib/http/session';
import { presignedDownload } from './bucket';
import { sendJob } from '../lib/adapters/queues';
import { createReport, getReport, markFailed, reportOfLink, type ReportRecord } from './store';

/**
 * The API side of the item list report: record the job and queue it; tell its state; turn the
 * e-mailed link into a fresh presigned download. The file itself is built by the reports worker
 * (functions/reports/item-report.processor.ts); nothing here loads exceljs.
 */

const answerOf = (report: ReportRecord) => ({
  _id: report._id,
  state: report.state,
  email: report.email,
  rows: report.rows ?? null,
  createdAt: report.createdAt,
});

export async function requestItemReport(tenant: Tenant, query: ItemReportQuery, body: { email: string }) {
  const report = await createReport({
    _id: sortableId(),
    companyId: tenant.companyId,
    requestedBy: tenant.userId,
    email: body.email,
    filters: reportFiltersOf(query),
    createdAt: new Date().toISOString(),
  });
  try {
    await sendJob('reports', {
      kind: 'items.report',
      companyId: report.companyId,
      requestedBy: report.requestedBy,
      jobId: report._id,
      email: report.email,
      filters: report.filters,
    });
  } catch (error) {
    await markFailed(report.companyId, report._id, `queue: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError('ReportCreationError');
  }
  return answerOf(report);
}

export async function itemReportState(tenant: Tenant, reportId: string) {
  const report = await getReport(tenant.companyId, reportId);
  if (!report) throw new AppError('NotFound');
  return answerOf(report);
}

/**
 * The e-mailed link. The token is a capability, like a shared file link: whoever holds it within
 * 7 days gets the file, signed in or not (the mail went to the address the requester chose). A
 * link that is unknown, expired or whose report is not sent is ReportDownloadError, as a small
 * page for a browser and as JSON for anything else.
 */
export async function openReportLink(token: string, accept: string | undefined, lang: Language): Promise<HttpResult> {
  const tokenHash = hashOneTimeToken(token);
  const report = await reportOfLink(tokenHash);
  const usable = report && report.state === 'sent' && report.tokenHash === tokenHash && (report.linkExpiresAt ?? 0) > Date.now() && report.fileKey;
  if (!usable) {
    if (!accept?.includes('text/html')) throw new AppError('ReportDownloadError');
    return unavailablePage(lang);
  }
  return redirectTo(await presignedDownload(report.fileKey!, report.fileName ?? 'items.xlsx'));
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function unavailablePage(lang: Language): HttpResult {
  const message = escapeHtml(errorMessage(lang, 'ReportDownloadError'));
  return httpResult({
    statusCode: 410,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
    body: `<!doctype html><html lang="${lang === 'ua' ? 'uk' : lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Assetbook</title></head><body style="font-family:Arial,sans-serif;color:#1a1a1a;padding:24px"><h1 style="font-size:20px">Assetbook</h1><p data-error="ReportDownloadError">${message}</p><p><a href="/items">Assetbook</a></p></body></html>`,
  });
}
