import { useMutation } from '@tanstack/react-query';
import type { LabelFormatId } from '../../../../../shared/label-formats';
import { api, type BodyOf } from '../../../lib/api-client';

/** What labels are printed for: a selection of the list (ids or its query), or a finished import's items (`import`). */
export type LabelsSelectionBody = BodyOf<'POST', '/company/{company}/item/labels'>['selection'];

/**
 * Labels for a selection of the list, in its order and the chosen format; items without a code get
 * one on the way. The answer is a bulk job whose file, once done, is a short-lived link to the PDF.
 */
export function usePrintLabels(company: string) {
  return useMutation({
    mutationFn: ({ selection, type }: { selection: LabelsSelectionBody; type: LabelFormatId }) =>
      api.post('/company/{company}/item/labels', { selection, type }, { params: { company } }),
  });
}
