import { randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import type { Job } from '../../shared/jobs';
import { defaultLanguage, isLanguage, type Language } from '../../shared/i18n/languages';
import { maxReceiveCount, queues } from '../../shared/resources';
import { reportQueryOf } from '../../shared/schemas/item-reports';
import { getCompany } from '../company/public';
import { walkItems } from '../items/public';
import { sendMail } from '../lib/adapters/mailer';
import { newOneTimeToken } from '../lib/auth/one-time-tokens';
import { env } from '../lib/env';
import { apiBasePath } from '../../shared/routes/route-def';
import { raiseNotification } from '../notifications/public';
import { getUser } from '../users/public';
import { uploadXlsx } from '../lib/xlsx-stream';
import { reportFileKey } from './bucket';
import { reportColumns } from './columns';
import { reportReadyMail } from './messages';
import { claimBuild, claimDelivery, getReport, markBuilt, markFailed, releaseBuild, undoDelivery, type ReportRecord } from './store';
import { reportTexts } from './texts';
import { writeItemsXlsx } from './xlsx';

type ItemReportJob = Extract<Job<'reports'>, { kind: 'items.report' }>;

/** Another attempt holds the job right now: this delivery comes back later and finds it done. */
class ReportBusyError extends Error {
  override name = 'ReportBusyError';
}

/** A building attempt may hold the job this long (the worker's timeout) before another may take it over. */
const leaseMs = queues.reports.workerTimeoutSeconds * 1000;

/**
 * The reports worker's `items.report` job. Each step moves the report record on by a conditional
 * write (queued -> building -> built -> sent), so a redelivered message continues where the last try
 * stopped and never builds a second file or sends a second e-mail. After the last try the record
 * says failed (the message then goes to the dead-letter queue). Who asked is notified either way.
 */
export async function processItemReport(job: ItemReportJob, record: SQSRecord): Promise<void> {
  const report = await getReport(job.companyId, job.jobId);
  // No record: nothing asked for this (or it expired); nothing to do.
  if (!report || report.state === 'sent' || report.state === 'failed') return;
  try {
    const built = report.state === 'built' ? report : await build(report);
    if (await deliver(built)) await raiseOutcome(built, 'done');
  } catch (error) {
    const lastTry = Number(record.attributes?.ApproximateReceiveCount ?? 1) >= maxReceiveCount;
    if (lastTry && !(error instanceof ReportBusyError)) {
      await markFailed(report.companyId, report._id, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      await raiseOutcome(report, 'failed');
    }
    throw error;
  }
}

/** Tells who asked that the report was e-mailed, or could not be made (one notice per report and outcome). */
function raiseOutcome(report: ReportRecord, outcome: 'done' | 'failed'): Promise<void> {
  return raiseNotification({
    companyId: report.companyId,
    requestedBy: report.requestedBy,
    jobId: `report-${outcome}-${report._id}`,
    type: `report_${outcome}`,
    recipients: { users: [report.requestedBy], roles: [] },
    actorId: report.requestedBy,
    link: '/items',
    params: outcome === 'done' ? { email: report.email, rows: report.rows ?? 0, fileName: report.fileName ?? '' } : { email: report.email },
  });
}

async function requester(report: ReportRecord) {
  const user = await getUser(report.requestedBy);
  const language: Language = user && isLanguage(user.language) ? user.language : defaultLanguage;
  return { name: user ? `${user.firstName} ${user.lastName}`.trim() : '', language };
}

async function build(report: ReportRecord): Promise<ReportRecord> {
  const attempt = randomUUID();
  if (!(await claimBuild(report, attempt, leaseMs))) {
    const now = await getReport(report.companyId, report._id);
    if (now?.state === 'built') return now;
    throw new ReportBusyError(`report ${report._id} is ${now?.state ?? 'gone'}`);
  }
  let file: { fileKey: string; fileName: string; rows: number };
  try {
    const [company, { language }] = await Promise.all([getCompany(report.companyId), requester(report)]);
    if (!company) throw new Error(`company ${report.companyId} not found`);
    const texts = reportTexts[language];
    const fileKey = reportFileKey(report.companyId, report._id);
    const rows = await uploadXlsx(fileKey, (out) =>
      writeItemsXlsx(walkItems(report.companyId, reportQueryOf(report.filters)), out, { columns: reportColumns(company.settings.currency), texts }),
    );
    file = { fileKey, fileName: `${texts.fileName}-${report.createdAt.slice(0, 10)}.xlsx`, rows };
  } catch (error) {
    await releaseBuild(report, attempt);
    throw error;
  }
  if (!(await markBuilt(report, attempt, file))) throw new ReportBusyError(`report ${report._id} was taken over while building`);
  return { ...report, ...file, state: 'built' };
}

/** E-mails the link; answers false when another attempt holds or did the delivery (and tells who asked itself). */
async function deliver(report: ReportRecord): Promise<boolean> {
  const { token, hash } = newOneTimeToken();
  if (!(await claimDelivery(report, hash))) return false;
  const { name, language } = await requester(report);
  const link = `${env().APP_URL.replace(/\/$/, '')}${apiBasePath}/reports/${token}`;
  try {
    await sendMail(reportReadyMail(report.email, name, link, report.rows ?? 0, language));
  } catch (error) {
    await undoDelivery(report, hash);
    throw error;
  }
  return true;
}
