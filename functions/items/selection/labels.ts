import type { BulkJob } from '../../../shared/schemas/item-bulk';
import { tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import type { Tenant } from '../../lib/http/session';
import { newLabelCode } from '../../labels/public';
import type { ItemRecord } from '../store';
import type { ActionPlan, Step } from './actions';
import { finishJob, jobById, toBulkJob, type BulkJobRecord, type JobSelection } from './jobs';
import { actorOf, freezeSelection, runSteps } from './run';
import { fileLink, startSelectionJob } from './service';

/*
 * Labels for a selection (the labels domain prints them, docs/bulk-actions.md): the items' part is
 * giving a code to each selected item without one, as a bulk action's steps; the labels domain then
 * reads the selection in order, prints it and records the file here.
 */

/**
 * Each item without a code gets a fresh one (unique in the company: its claim is put in the step's
 * transaction, so a code drawn twice fails the step, which draws again). The item is marked; nobody's
 * responsibility changes. Items that have a code are printed as they are; a decommissioned item
 * without one is skipped (ItemClosed), as marking it would be refused.
 */
function codesPlan(companyId: string): ActionPlan {
  return {
    kind: 'mark',
    allowClosed: false,
    refusal: (record) => (!record.code && record.status === 'decommissioned' ? { error: 'ItemClosed' } : null),
    untouched: (record) => Boolean(record.code),
    step(records: readonly ItemRecord[]): Step {
      const codes = new Map(records.map((record) => [record._id, newLabelCode()]));
      return {
        change: (record) => ({ code: codes.get(record._id)!, status: record.status === 'not_marked' ? 'marked' : record.status }),
        writes: records.map((record) => ({
          item: {
            Put: {
              TableName: tableName(),
              Item: { ...keys.itemCodeClaim(companyId, codes.get(record._id)!), entity: 'claim', itemId: record._id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          onConditionFailed: 'CodeAlreadyUsed',
        })),
      };
    },
  };
}

/** Starts a labels job: within the call for a small selection (codes given), else for the caller to queue. */
export async function startLabelsJob(tenant: Tenant, selection: JobSelection, type: string): Promise<{ job: BulkJobRecord; inline: boolean }> {
  const { job, inline } = await startSelectionJob(tenant, { action: 'labels', type }, selection, async () => codesPlan(tenant.companyId));
  return { job, inline };
}

/**
 * Gives codes from a queued labels job's checkpoint until done or the budget is spent: the job then
 * (its position short of its total when time ran out), or null for a job already finished.
 */
export async function continueLabelsJob(companyId: string, jobId: string, budgetMs: number): Promise<BulkJobRecord | null> {
  const found = await jobById(companyId, jobId);
  if (!found || found.state === 'done' || found.state === 'failed') return null;
  return runSteps(codesPlan(actorOf(found).companyId), await freezeSelection(found), Date.now() + budgetMs);
}

/** The labels' file is stored: the job is done. */
export async function finishLabelsJob(job: BulkJobRecord, file: NonNullable<BulkJobRecord['file']>): Promise<BulkJob> {
  await finishJob(job, 'done', { file });
  return toBulkJob({ ...job, state: 'done', file }, await fileLink(file));
}
