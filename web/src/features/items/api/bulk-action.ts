import { useMutation } from '@tanstack/react-query';
import { api, type AnswerOf, type BodyOf } from '../../../lib/api-client';

/** A bulk action's body: the action, the selection (ids or the list's query) and the action's fields. */
export type BulkActionRequest = BodyOf<'POST', '/company/{company}/item/bulk'>;
export type BulkActionName = BulkActionRequest['action'];
/** The job a bulk call answers: done within the call for up to 100 items, else queued to poll (bulk-job.ts). */
export type BulkJob = AnswerOf<'POST', '/company/{company}/item/bulk'>;

/**
 * Starts a bulk action on a selection of the list. The lists refresh once the job is done (the job
 * dialog's part), not here: a queued job has changed nothing yet.
 */
export function useBulkAction(company: string) {
  return useMutation({
    mutationFn: (body: BulkActionRequest) => api.post('/company/{company}/item/bulk', body, { params: { company } }),
  });
}
