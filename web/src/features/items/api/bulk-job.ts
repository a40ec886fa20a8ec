import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BulkJob } from './bulk-action';

/** How often a queued or running job's progress is asked for. */
export const bulkJobPollMs = 1000;

export const isFinished = (job: Pick<BulkJob, 'state'>): boolean => job.state === 'done' || job.state === 'failed';

/**
 * A bulk job's progress, asked for every second until it is done or failed; then its summary (and a
 * labels job's file, whose link is signed anew on every answer). Kept apart from the items' key, so
 * refreshing the lists does not ask for it again.
 */
export const bulkJobQuery = (company: string, job: BulkJob) =>
  queryOptions({
    queryKey: ['item-bulk', company, job._id],
    queryFn: ({ signal }) => api.getAt('/company/{company}/item/bulk/{id}/state', { params: { company, id: job._id }, signal }),
    initialData: job,
    // The answer of the call that started it is fresh; a queued one is asked for at once.
    initialDataUpdatedAt: isFinished(job) ? Date.now() : 0,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : bulkJobPollMs),
  });
