import type { Language } from '../../shared/i18n/languages';
import { reportFilesPrefix } from '../../shared/resources';
import type { Stocktaking } from '../../shared/schemas/stocktaking';
import { sendJob } from '../lib/adapters/queues';
import { bucketName, presignedGet, s3, s3Sdk } from '../lib/adapters/storage';
import { sortableId } from '../lib/db/keys';
import { AppError } from '../lib/http/errors';
import type { Tenant } from '../lib/http/session';
import { stocktakingDetail } from './service';
import { claimJob, forgetFile, getStocktakingReport, releaseJob, type StocktakingReportRecord } from './report-store';

/**
 * GET /stocktaking/{id}/report (docs/stocktaking.md, the report). The file of the stocktaking in the
 * caller's language is answered as a short-lived presigned GET while it shows the stocktaking as it
 * is now; otherwise one export job is queued (at most one in flight per file) and the answer is
 * processing until the stocktaking worker has built it. Nothing here loads exceljs.
 */

/** The presigned download lives this long: the web asks for a fresh one on every click. */
export const downloadUrlSeconds = 300;

/** Where a stocktaking's file in one language is kept; one key per file, so a rebuild replaces it. The prefix expires (storage stack). */
export const stocktakingFileKey = (companyId: string, stocktakingId: string, language: Language) =>
  `${reportFilesPrefix}${companyId}/stocktaking-${stocktakingId}-${language}.xlsx`;

/**
 * The state a file is built from: a completed stocktaking no longer changes, so its file is built
 * once; a pending one's file is current while its status and counts are those it was built with.
 */
export function stocktakingMark(stocktaking: Pick<Stocktaking, 'status' | 'counts'>): string {
  if (stocktaking.status === 'completed') return 'completed';
  const { expected, found, missing, unexpected, scans } = stocktaking.counts;
  return `pending:${expected}/${found}/${missing}/${unexpected}/${scans}`;
}

export const isCurrent = (record: StocktakingReportRecord | null, mark: string, now = Date.now()): record is StocktakingReportRecord & { fileKey: string } =>
  Boolean(record?.fileKey && record.fileMark === mark && (record.fileUntil ?? 0) > now);

async function fileExists(key: string): Promise<boolean> {
  const { HeadObjectCommand } = await s3Sdk();
  try {
    await (await s3()).send(new HeadObjectCommand({ Bucket: bucketName('documents'), Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** The report of `stocktaking` (the detail the caller may see) in `language`. */
export async function stocktakingReport(tenant: Tenant, stocktakingId: string, language: Language) {
  // The detail applies the tenancy and who may see it.
  const stocktaking = await stocktakingDetail(tenant, stocktakingId);
  if (!stocktaking.ready) throw new AppError('StocktakingNotReady');
  const mark = stocktakingMark(stocktaking);
  const record = await getStocktakingReport(tenant.companyId, stocktaking._id, language);
  if (isCurrent(record, mark)) {
    if (!(await fileExists(record.fileKey))) {
      // Removed behind the record's back: say so now, and the next request builds it again.
      await forgetFile(record);
      throw new AppError('ReportDownloadError');
    }
    const seconds = downloadUrlSeconds;
    const url = await presignedGet('documents', record.fileKey, { seconds, fileName: record.fileName ?? 'stocktaking.xlsx' });
    return { state: 'ready' as const, url, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
  }

  const jobId = sortableId();
  const target = { companyId: tenant.companyId, stocktakingId: stocktaking._id, language };
  if (await claimJob(target, { jobId, requestedBy: tenant.userId })) {
    try {
      await sendJob('stocktaking', { kind: 'stocktaking.export', companyId: tenant.companyId, requestedBy: tenant.userId, jobId, stocktakingId: stocktaking._id });
    } catch (error) {
      await releaseJob(target, jobId, `queue: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('ReportCreationError');
    }
  }
  return { state: 'processing' as const, url: null, expiresAt: null };
}
