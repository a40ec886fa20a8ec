import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

/** What a batch is bound to: a selection of the list (ids or its query), or a finished import's items. */
export type BindSelectionBody = BodyOf<'POST', '/company/{company}/item/labels/bind-batch'>['selection'];

/** The company's latest sheets of generated labels, newest first. */
export function useLabelBatches(company: string) {
  return useQuery({
    queryKey: ['label-batches', company],
    queryFn: ({ signal }) => api.getAt('/company/{company}/label-batches', { params: { company }, signal }),
  });
}

const previewKey = (company: string, batch: string, selection: BindSelectionBody) => ['bind-batch-preview', company, batch, selection] as const;

/** Which code of the batch would go to which selected item: nothing is bound yet. */
export function useBindPreview(company: string, batch: string | null, selection: BindSelectionBody) {
  return useQuery({
    queryKey: previewKey(company, batch ?? '', selection),
    queryFn: () => api.post('/company/{company}/item/labels/bind-batch', { batch: batch!, selection, preview: true }, { params: { company } }),
    enabled: Boolean(batch),
    // Always what the table holds now: another person may have bound some of the codes meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Binds up to 100 pairs as the preview shows them; lists, cards and the preview refresh after. */
export function useBindBatch(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batch, selection }: { batch: string; selection: BindSelectionBody }) =>
      api.post('/company/{company}/item/labels/bind-batch', { batch, selection, preview: false }, { params: { company } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: itemsKey }), queryClient.invalidateQueries({ queryKey: ['bind-batch-preview', company] })]),
  });
}
