import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dataFilesKey } from './data-files';
import { uploadImportFile } from './upload-file';

export interface StartImportRequest {
  file: File;
  dryRun: boolean;
  /** The upload of this same file from an earlier run (a check before the import): not sent again. */
  uploadId: string | null;
}

/** Uploads the file when needed, then starts checking or importing it; answers the new data file. */
export function useStartImport(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun, uploadId }: StartImportRequest) => {
      const id = uploadId ?? (await uploadImportFile(company, file));
      const dataFile = await api.post('/company/{company}/item/upload/{id}/import', { dryRun, fileName: file.name }, { params: { company, id } });
      return { uploadId: id, dataFile };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataFilesKey }),
  });
}
