import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { dataFilesKey, type DataFile } from './data-files';
import { uploadImportFile } from './upload-file';

export interface StartImportRequest {
  file: File;
  dryRun: boolean;
  /** Give each created item a QR code (a real import only). */
  giveCodes: boolean;
  /** The upload of this same file from an earlier run (a check before the import): not sent again. */
  uploadId: string | null;
}

/** The data file the API recorded for a file it refused before upload (too large), from its error's details. */
function refusedDataFile(error: unknown): DataFile | null {
  if (!isApiError(error) || error.error !== 'ImportFileTooLarge') return null;
  return (error.details as { dataFile?: DataFile } | undefined)?.dataFile ?? null;
}

/**
 * Uploads the file when needed, then starts checking or importing it; answers the new data file. A
 * refused file (not an xlsx, too large) answers its data file too, in state error with the reason.
 */
export function useStartImport(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun, giveCodes, uploadId }: StartImportRequest): Promise<{ uploadId: string | null; dataFile: DataFile }> => {
      let id = uploadId;
      if (!id) {
        try {
          id = await uploadImportFile(company, file, dryRun);
        } catch (error) {
          const refused = refusedDataFile(error);
          if (refused) return { uploadId: null, dataFile: refused };
          throw error;
        }
      }
      const dataFile = await api.post('/company/{company}/item/upload/{id}/import', { dryRun, fileName: file.name, giveCodes: giveCodes && !dryRun }, { params: { company, id } });
      return { uploadId: id, dataFile };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataFilesKey }),
  });
}
