import type { LabelFormatId } from '../../shared/label-formats';
import { queues } from '../../shared/resources';
import type { ReportsJob } from '../../shared/jobs';
import { continueLabelsJob, finishLabelsJob } from '../items/public';
import { sendJob } from '../lib/adapters/queues';
import { printJob } from './service';

/** Time for giving codes before the job goes on in a new message: the worker's timeout less time to print. */
const codesBudgetMs = (queues.reports.workerTimeoutSeconds - 120) * 1000;

/**
 * The reports worker's labels job (docs/bulk-actions.md): gives codes to the selected items without
 * one from the job's checkpoint, going on in a new message when time runs short, then prints every
 * selected item's label and records the file. A redelivered message of a finished job does nothing;
 * one that arrives after the codes were given prints again, and the last file recorded is the one shown.
 */
export async function processLabelsPrint(job: Extract<ReportsJob, { kind: 'labels.print' }>, budgetMs = codesBudgetMs): Promise<void> {
  const state = await continueLabelsJob(job.companyId, job.jobId, budgetMs);
  if (!state) return;
  if (state.processed < state.total) {
    await sendJob('reports', job);
    return;
  }
  const format = (state.params as { type: LabelFormatId }).type;
  await finishLabelsJob(state, await printJob(state, format));
}
