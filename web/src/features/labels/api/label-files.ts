import { useMutation } from '@tanstack/react-query';
import type { LabelFormatId } from '../../../../../shared/label-formats';
import { api } from '../../../lib/api-client';

/** One item's label as a PDF: the server answers a short-lived link to it. */
export function useDownloadCode(company: string) {
  return useMutation({
    mutationFn: ({ code, type }: { code: string; type: LabelFormatId }) =>
      api.getAt('/company/{company}/item/{code}/download-code', { params: { company, code }, query: { type } }),
  });
}

/** New codes reserved for the company and printed as labels. */
export function useGenerateLabels(company: string) {
  return useMutation({
    mutationFn: ({ count, type }: { count: number; type: LabelFormatId }) =>
      api.getAt('/company/{company}/generate', { params: { company }, query: { count, type } }),
  });
}

/** The browser saves the file behind a presigned link (the link answers it as an attachment). */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
