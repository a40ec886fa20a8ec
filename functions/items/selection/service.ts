import { planHas } from '../../../shared/plans';
import { queues } from '../../../shared/resources';
import { itemsRoutes } from '../../../shared/routes/items';
import { bulkInlineMax, type BulkAction, type BulkActionInput, type BulkJob } from '../../../shared/schemas/item-bulk';
import { sendJob } from '../../lib/adapters/queues';
import { presignedGet } from '../../lib/adapters/storage';
import { companyPlan } from '../../lib/auth/company-plan';
import { sortableId } from '../../lib/db/keys';
import { AppError } from '../../lib/http/errors';
import type { Tenant } from '../../lib/http/session';
import { listItems } from '../listing';
import { codesPlan } from './codes';
import { planOf, type ActionPlan } from './actions';
import { createJob, finishJob, jobById, toBulkJob, type BulkJobRecord, type JobSelection } from './jobs';
import { actorOf, freezeSelection, runSteps } from './run';

/**
 * Bulk actions on a selection of the items list (docs/bulk-actions.md). A selection of ids (up to
 * 100), or a filter that matches up to 100 items, runs within the call; a larger one is queued and
 * the panel polls its progress. Either way the answer is the job with its counts and skip reasons.
 */

/** The single-item call whose roles and plan feature each bulk action follows (shared/routes/items.ts). */
const gateOperations: Record<BulkAction, string> = {
  move: 'move',
  place: 'place',
  repair: 'repair',
  back: 'repairBack',
  ban: 'ban',
  deactivate: 'deactivate',
  reactivate: 'reactivate',
  delete: 'remove',
  labels: 'mark',
  codes: 'mark',
};

/** AccessError for a role the single call refuses; PlanAccessDenied for a plan without its feature. */
async function requireBulkAllowed(tenant: Tenant, action: BulkAction): Promise<void> {
  const route = itemsRoutes.find((entry) => entry.operation === gateOperations[action])!;
  if ('roles' in route && !(route.roles as readonly string[]).includes(tenant.role)) throw new AppError('AccessError');
  if ('feature' in route && route.feature) {
    const plan = await companyPlan(tenant.companyId);
    if (!plan || !planHas(plan, route.feature)) throw new AppError('PlanAccessDenied', { feature: route.feature });
  }
}

/** How many items a selection holds: the ids named (each once), or the count of the list's query. */
async function selectionSize(companyId: string, selection: JobSelection): Promise<number> {
  if ('ids' in selection) return new Set(selection.ids).size;
  if ('range' in selection) return selection.range.count;
  return (await listItems(companyId, { ...selection.filter, limit: 1, offset: 0 })).count;
}

/**
 * Records a bulk job and, for a small selection, runs it at once (labels: gives the codes; the
 * labels domain prints). Answers the job and whether it ran; a large one is the caller's to queue.
 */
export async function startSelectionJob(
  tenant: Tenant,
  params: BulkJobRecord['params'],
  selection: JobSelection,
  planFor: () => Promise<ActionPlan>,
  jobId = sortableId(),
): Promise<{ job: BulkJobRecord; plan: ActionPlan; inline: boolean }> {
  await requireBulkAllowed(tenant, params.action);
  const plan = await planFor();
  const size = await selectionSize(tenant.companyId, selection);
  if (size === 0) throw new AppError('EmptySelection');
  const inline = size <= bulkInlineMax;
  let job = await createJob({
    _id: jobId,
    companyId: tenant.companyId,
    requestedBy: tenant.userId,
    action: params.action,
    params,
    selection,
    createdAt: new Date().toISOString(),
  });
  if (inline) job = await runSteps(plan, await freezeSelection(job));
  return { job, plan, inline };
}

/** Queues a job too large for one call; a queue that cannot take it fails the job, and the call says so. */
export async function queueJob(job: BulkJobRecord, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    await finishJob(job, 'failed', { failure: `queue: ${error instanceof Error ? error.message : String(error)}` });
    throw new AppError('BulkJobError');
  }
}

/** POST /company/{company}/item/bulk */
export async function startBulkAction(tenant: Tenant, input: BulkActionInput): Promise<BulkJob> {
  const { selection, ...params } = input;
  const { job, plan, inline } = await startSelectionJob(tenant, params, selection, () => planOf(tenant, params));
  if (inline) return toBulkJob(await finishActionJob(plan, job));
  await queueJob(job, () => sendJob('itemChanges', { kind: 'items.bulk', companyId: job.companyId, requestedBy: job.requestedBy, jobId: job._id }));
  return toBulkJob(job);
}

async function finishActionJob(plan: ActionPlan, job: BulkJobRecord): Promise<BulkJobRecord> {
  await plan.finish?.(job);
  await finishJob(job, 'done');
  return { ...job, state: 'done' };
}

/** Worker time left for steps before a job goes on in a new message (the Lambda's timeout less a margin). */
const stepBudgetMs = (queues.itemChanges.workerTimeoutSeconds - 60) * 1000;

/**
 * The itemChanges worker's bulk job: freeze the selection, run the steps and finish. Idempotent:
 * a redelivered message goes on from the job's checkpoint, and a finished job is left alone. When
 * time runs short, the job goes on in a new message.
 */
export async function processBulkJob(companyId: string, jobId: string, budgetMs = stepBudgetMs): Promise<void> {
  const found = await jobById(companyId, jobId);
  if (!found || found.state === 'done' || found.state === 'failed') return;
  const params = found.params;
  if (params.action === 'labels') throw new Error(`Bulk job ${jobId} prints labels: the reports queue's`);
  const plan = await (params.action === 'codes' ? Promise.resolve(codesPlan(actorOf(found))) : planOf(actorOf(found), params)).catch(async (error: unknown) => {
    // The person or object chosen went away before the job started: nothing was changed.
    if (error instanceof AppError) await finishJob(found, 'failed', { failure: error.errorName });
    throw error;
  });
  const job = await runSteps(plan, await freezeSelection(found), Date.now() + budgetMs);
  if (job.processed < job.total) {
    await sendJob('itemChanges', { kind: 'items.bulk', companyId, requestedBy: job.requestedBy, jobId });
    return;
  }
  await finishActionJob(plan, job);
}

/** GET /company/{company}/item/bulk/{id}/state: the job's progress, and the labels' file once printed. */
export async function bulkJobState(tenant: Tenant, jobId: string): Promise<BulkJob> {
  const job = await jobById(tenant.companyId, jobId);
  if (!job) throw new AppError('NotFound');
  return toBulkJob(job, job.file ? await fileLink(job.file) : null);
}

/** Links live a few minutes: the panel asks for the state again to download later. */
const linkSeconds = 300;

export async function fileLink(file: NonNullable<BulkJobRecord['file']>): Promise<BulkJob['file']> {
  const url = await presignedGet('documents', file.key, { seconds: linkSeconds, fileName: file.fileName });
  return { url, fileName: file.fileName, expiresAt: new Date(Date.now() + linkSeconds * 1000).toISOString() };
}
