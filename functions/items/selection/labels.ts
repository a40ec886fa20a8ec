import type { BulkJob } from '../../../shared/schemas/item-bulk';
import type { Tenant } from '../../lib/http/session';
import { codesPlan } from './codes';
import { finishJob, jobById, toBulkJob, type BulkJobRecord, type JobSelection } from './jobs';
import { actorOf, freezeSelection, runSteps } from './run';
import { fileLink, queueJob, startSelectionJob } from './service';
import { sendJob } from '../../lib/adapters/queues';

/*
 * Labels for a selection (the labels domain prints them, docs/bulk-actions.md): the items' part is
 * giving a code to each selected item without one, as a bulk action's steps; the labels domain then
 * reads the selection in order, prints it and records the file here.
 */

/** Starts a labels job: within the call for a small selection (codes given), else for the caller to queue. */
export async function startLabelsJob(tenant: Tenant, selection: JobSelection, type: string): Promise<{ job: BulkJobRecord; inline: boolean }> {
  const { job, inline } = await startSelectionJob(tenant, { action: 'labels', type }, selection, async () => codesPlan(tenant));
  return { job, inline };
}

/**
 * Gives codes from a queued labels job's checkpoint until done or the budget is spent: the job then
 * (its position short of its total when time ran out), or null for a job already finished.
 */
export async function continueLabelsJob(companyId: string, jobId: string, budgetMs: number): Promise<BulkJobRecord | null> {
  const found = await jobById(companyId, jobId);
  if (!found || found.state === 'done' || found.state === 'failed') return null;
  return runSteps(codesPlan(actorOf(found)), await freezeSelection(found), Date.now() + budgetMs);
}

/** The labels' file is stored: the job is done. */
export async function finishLabelsJob(job: BulkJobRecord, file: NonNullable<BulkJobRecord['file']>): Promise<BulkJob> {
  await finishJob(job, 'done', { file });
  return toBulkJob({ ...job, state: 'done', file }, await fileLink(file));
}

/**
 * Gives a code to each item of a range without one (the items a finished import created, in file
 * order), as a job under the caller's id: a second start with the same id (a redelivered import
 * message) finds the job and leaves it to run. Up to 100 items get their codes within the call;
 * more run on the itemChanges queue.
 */
export async function startCodesJob(tenant: Tenant, jobId: string, range: { first: number; count: number }): Promise<BulkJobRecord> {
  const known = await jobById(tenant.companyId, jobId);
  if (known) return known;
  const { job, inline } = await startSelectionJob(tenant, { action: 'codes' }, { range }, async () => codesPlan(tenant), jobId);
  if (inline) {
    await finishJob(job, 'done');
    return { ...job, state: 'done' };
  }
  await queueJob(job, () => sendJob('itemChanges', { kind: 'items.bulk', companyId: job.companyId, requestedBy: job.requestedBy, jobId: job._id }));
  return job;
}
