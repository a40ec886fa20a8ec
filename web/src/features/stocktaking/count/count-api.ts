import { api } from '../../../lib/api-client';
import type { ScanApi, ScanOwner } from './scan-queue';

/**
 * The count screen's calls. Each is `offlineQuiet`: without a network the screen keeps counting on
 * the device, so a failed call is its own state here, never the app's "server unreachable" page.
 */
export const countApi: ScanApi = {
  record: (owner: ScanOwner, scans) =>
    api.post('/company/{company}/stocktaking/{id}/scans', { scans }, { params: { company: owner.companyId, id: owner.stocktakingId }, offlineQuiet: true }),
  undo: (owner: ScanOwner, scanId: string) =>
    api.delete('/company/{company}/stocktaking/{id}/scans/{scan}', {
      params: { company: owner.companyId, id: owner.stocktakingId, scan: scanId },
      offlineQuiet: true,
    }),
};

export const fetchStocktaking = (companyId: string, id: string, signal?: AbortSignal) =>
  api.getAt('/company/{company}/stocktaking/{id}', { params: { company: companyId, id }, signal, offlineQuiet: true });

/** One page of a stocktaking's lines, 100 at a time (the most the API gives), from a cursor. */
export const fetchLinesPage = (companyId: string, id: string, after: string | null, presence?: 'unexpected', signal?: AbortSignal) =>
  api.getAt('/company/{company}/stocktaking/{id}/items', {
    params: { company: companyId, id },
    query: { limit: 100, ...(after ? { after } : {}), ...(presence ? { presence } : {}) },
    signal,
    offlineQuiet: true,
  });
