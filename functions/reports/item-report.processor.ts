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
import { queueNotification, raiseNotification } from '../lib/notifications/raise';
import { notificationMailAddress } from '../notifications/public';
import { getUser } from '../users/public';
import { uploadXlsx } from '../lib/xlsx-stream';
import { reportFileKey } from './bucket';
import { reportColumns } from './columns';
import { reportForwardMail } from './messages';
import { claimBuild, claimDelivery, getReport, markBuilt, markFailed, releaseBuild, reportLinkDays, undoDelivery, type ReportRecord } from './store';
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
 * stopped and never builds a second file or sends a second e-mail. Who asked gets the download link
 * in the report_done notification (the bell, and its e-mail); an address other than theirs gets it in
 * a mail of its own. After the last try the record says failed (the message then goes to the
 * dead-letter queue) and who asked is told.
 */
export async function processItemReport(job: ItemReportJob, record: SQSRecord): Promise<void> {
  const report = await getReport(job.companyId, job.jobId);
  // No record: nothing asked for this (or it expired); nothing to do.
  if (!report || report.state === 'sent' || report.state === 'failed') return;
  try {
    const built = report.state === 'built' ? report : await build(report);
    await deliver(built);
  } catch (error) {
    const lastTry = Number(record.attributes?.ApproximateReceiveCount ?? 1) >= maxReceiveCount;
    if (lastTry && !(error instanceof ReportBusyError)) {
      await markFailed(report.companyId, report._id, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      await raiseFailed(report);
    }
    throw error;
  }
}

/** Tells who asked that the report could not be made (once per report). */
function raiseFailed(report: ReportRecord): Promise<void> {
  return raiseNotification({
    companyId: report.companyId,
    requestedBy: report.requestedBy,
    jobId: `report-failed-${report._id}`,
    type: 'report_failed',
    recipients: { users: [report.requestedBy], roles: [] },
    actorId: report.requestedBy,
    link: '/items',
    params: { email: report.email },
  });
}

async function requester(report: ReportRecord) {
  const user = await getUser(report.requestedBy);
  const language: Language = user && isLanguage(user.language) ? user.language : defaultLanguage;
  return { user, name: user ? `${user.firstName} ${user.lastName}`.trim() : '', language };
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
    // Book values as of the day the report was asked for, whenever a retry builds it.
    const asOf = report.createdAt.slice(0, 10);
    const rows = await uploadXlsx(fileKey, (out) =>
      writeItemsXlsx(walkItems(report.companyId, reportQueryOf(report.filters), undefined, asOf), out, { columns: reportColumns(company.settings.currency, asOf), texts }),
    );
    file = { fileKey, fileName: `${texts.fileName}-${report.createdAt.slice(0, 10)}.xlsx`, rows };
  } catch (error) {
    await releaseBuild(report, attempt);
    throw error;
  }
  if (!(await markBuilt(report, attempt, file))) throw new ReportBusyError(`report ${report._id} was taken over while building`);
  return { ...report, ...file, state: 'built' };
}

/**
 * Makes the download link and hands it out, once (another attempt that holds or did the delivery
 * leaves it to that one): to who asked in the report_done notification, whose bell entry and e-mail
 * button download the file; and, when the report was asked for at an address that notification's
 * e-mail does not reach (another person's, or the requester's own while it is unconfirmed or its
 * report e-mails are switched off), in a mail to that address. If either step fails the link is
 * dropped and the retry makes a new one.
 */
async function deliver(report: ReportRecord): Promise<void> {
  const { token, hash } = newOneTimeToken();
  if (!(await claimDelivery(report, hash))) return;
  const { user, name, language } = await requester(report);
  // A path of the web app's origin (the API is served there): the bell opens it, the e-mail prefixes the origin.
  const path = `${apiBasePath}/reports/${token}`;
  try {
    const notified = user ? await notificationMailAddress(user, 'report_done') : null;
    if (notified?.toLowerCase() !== report.email.toLowerCase()) {
      await sendMail(reportForwardMail(report.email, name, `${env().APP_URL.replace(/\/$/, '')}${path}`, report.rows ?? 0, language));
    }
    await queueNotification({
      companyId: report.companyId,
      requestedBy: report.requestedBy,
      jobId: `report-done-${report._id}`,
      type: 'report_done',
      recipients: { users: [report.requestedBy], roles: [] },
      actorId: report.requestedBy,
      link: path,
      params: { email: report.email, rows: report.rows ?? 0, fileName: report.fileName ?? '', days: reportLinkDays },
    });
  } catch (error) {
    await undoDelivery(report, hash);
    throw error;
  }
}
