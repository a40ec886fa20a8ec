import { randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import type { Job } from '../../shared/jobs';
import { maxReceiveCount, queues } from '../../shared/resources';
import { sendJob } from '../lib/adapters/queues';
import { createLogger } from '../lib/http/logger';
import { uploadXlsx } from '../lib/xlsx-stream';
import { stocktakingFileKey, stocktakingMark } from './report';
import { claimBuild, markBuilt, recordsOfJob, releaseBuild, releaseJob, type StocktakingReportRecord } from './report-store';
import { stocktakingReportTexts } from './report-texts';
import { writeStocktakingXlsx } from './report-xlsx';
import type { Stocktaking } from '../../shared/schemas/stocktaking';
import { toStocktaking } from './service';
import { walkLines } from './line-store';
import { getCounts, getStocktaking } from './store';

type ExportJob = Extract<Job<'stocktaking'>, { kind: 'stocktaking.export' }>;

/** Another attempt holds the job right now: this delivery comes back later and finds it done. */
class ExportBusyError extends Error {
  override name = 'ExportBusyError';
}

/** A building attempt may hold the job this long (the worker's timeout) before another may take it over. */
const leaseMs = queues.stocktaking.workerTimeoutSeconds * 1000;

/**
 * The stocktaking worker's `stocktaking.export` job: builds the results file of each record (one
 * per language) whose job this is, from the stocktaking as it is now, streamed into the documents
 * bucket. A redelivered message rebuilds the same key and records it once; a message whose job is
 * no longer in flight (done, or superseded) does nothing. After the last try the job's slot is
 * freed (the next request queues another) and the requester is told it failed.
 */
export async function processStocktakingExport(job: ExportJob, record: SQSRecord): Promise<void> {
  const records = await recordsOfJob(job.companyId, job.stocktakingId, job.jobId);
  if (records.length === 0) return;
  const stocktaking = await currentStocktaking(job.companyId, job.stocktakingId);
  if (!stocktaking) {
    // Deleted since it was asked for: nothing to build, nobody to tell.
    for (const report of records) await releaseJob(report, job.jobId);
    return;
  }
  try {
    for (const report of records) await build(job, report, stocktaking);
  } catch (error) {
    const lastTry = Number(record.attributes?.ApproximateReceiveCount ?? 1) >= maxReceiveCount;
    if (lastTry && !(error instanceof ExportBusyError)) {
      const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      for (const report of records) await releaseJob(report, job.jobId, failure);
      await notify(job, 'report_failed', stocktaking.title);
    }
    throw error;
  }
  await notify(job, 'report_done', stocktaking.title);
}

/** The stocktaking as the API shows it (its record and counts) at the moment a file is built. */
async function currentStocktaking(companyId: string, stocktakingId: string): Promise<Stocktaking | null> {
  const [record, counts] = await Promise.all([getStocktaking(companyId, stocktakingId), getCounts(companyId, stocktakingId)]);
  return record ? toStocktaking(record, counts) : null;
}

async function build(job: ExportJob, report: StocktakingReportRecord, stocktaking: Stocktaking): Promise<void> {
  const attempt = randomUUID();
  if (!(await claimBuild(report, job.jobId, attempt, leaseMs))) {
    // Done by an earlier delivery (the slot is free), or being built by a concurrent one.
    const now = await recordsOfJob(job.companyId, job.stocktakingId, job.jobId);
    if (now.some((other) => other.language === report.language)) throw new ExportBusyError(`stocktaking ${job.stocktakingId} export is being built`);
    return;
  }
  try {
    // The mark is taken before the lines are read: scans recorded meanwhile make the file stale, never falsely current.
    const fileMark = stocktakingMark(stocktaking);
    const texts = stocktakingReportTexts[report.language];
    const fileKey = stocktakingFileKey(job.companyId, job.stocktakingId, report.language);
    const rows = await uploadXlsx(fileKey, (out) => writeStocktakingXlsx(stocktaking, walkLines(job.companyId, job.stocktakingId), out, report.language));
    const day = (stocktaking.endDate ?? new Date().toISOString()).slice(0, 10);
    const fileName = `${texts.fileName}-${stocktaking.title}-${day}.xlsx`;
    if (!(await markBuilt(report, job.jobId, attempt, { fileKey, fileName, fileMark, rows }))) {
      throw new ExportBusyError(`stocktaking ${job.stocktakingId} export was taken over while building`);
    }
  } catch (error) {
    await releaseBuild(report, attempt);
    throw error;
  }
}

/**
 * Tells the requester the file is ready (or failed). The notification's id follows from the job's,
 * so a redelivery raises nothing twice; a notification that cannot be queued is logged, not retried
 * (the file is there either way).
 */
async function notify(job: ExportJob, type: 'report_done' | 'report_failed', title: string): Promise<void> {
  try {
    await sendJob('notifications', {
      kind: 'notifications.raise',
      type,
      companyId: job.companyId,
      requestedBy: job.requestedBy,
      jobId: `${job.jobId}-${type === 'report_done' ? 'done' : 'failed'}`,
      recipients: { users: [job.requestedBy], roles: [] },
      actorId: null,
      link: `/stocktaking/${job.stocktakingId}`,
      params: { title },
    });
  } catch (error) {
    createLogger({ source: 'stocktaking.export', jobId: job.jobId }).error('report notification not queued', {
      type,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}
