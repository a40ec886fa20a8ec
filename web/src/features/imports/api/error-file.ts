import { api } from '../../../lib/api-client';

/** Opens the user's file with the added error column through a short-lived link. */
export async function downloadErrorFile(company: string, dataFileId: string): Promise<void> {
  const link = await api.getAt('/company/{company}/datafiles/{id}/error-file', { params: { company, id: dataFileId } });
  window.location.assign(link.url);
}
