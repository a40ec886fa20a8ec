import { itemChangesJob, type ItemChangesJob } from '../../shared/jobs';
import { displayName } from '../../shared/schemas/users';
import { buildItemOrder, computeBookValues, handOverItems, processBulkJob, renameResponsible } from '../items/public';
import { dispatchByKind, sqsWorker, type ProcessorMap } from '../lib/sqs-worker';
import { currentHolder } from '../users/public';

/**
 * Worker of the itemChanges queue: changes to every item a person holds, which may be thousands,
 * bulk actions on a selection, the analytics' book value snapshot and the packed orders' builds. All
 * are idempotent: a redelivered hand-over finds fewer (or no) items left to move, a rename writes the
 * name the user has now, whatever order renames arrive in, and a bulk job goes on from its checkpoint.
 */
const processors: ProcessorMap<ItemChangesJob> = {
  'items.handOver': async (job) => {
    // The heir may have been removed too since: their own heir (and so on) takes the items.
    const heir = await currentHolder(job.companyId, job.heirId);
    if (!heir) throw new Error(`No member of company ${job.companyId} holds what ${job.heirId} held`);
    await handOverItems({ companyId: job.companyId, userId: job.requestedBy }, job.fromUserId, heir);
  },
  'items.renameResponsible': async (job) => {
    const user = await currentHolder(job.companyId, job.userId);
    // A user removed since has handed the items over; their old name is no longer shown anywhere.
    if (user?._id !== job.userId) return;
    await renameResponsible({ companyId: job.companyId, userId: job.requestedBy }, user._id, displayName(user));
  },
  'items.bulk': (job) => processBulkJob(job.companyId, job.jobId),
  // The analytics' book value snapshot: a redelivery writes the day's snapshot again.
  'items.bookValues': async (job) => {
    await computeBookValues(job.companyId);
  },
  // A packed order's build: a redelivery builds again (the same order, from the items as they are then).
  'items.order': async (job) => {
    await buildItemOrder(job.companyId, job.field, { full: job.full });
  },
};

const processJob = dispatchByKind(processors);

export const handler = sqsWorker(itemChangesJob, processJob);
