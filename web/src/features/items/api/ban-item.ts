import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/** Decommissions the item: closed to every operation afterwards. */
export function useBanItem(company: string, id: string) {
  return useItemMutation(company, id, (reason: string | undefined) =>
    api.put('/company/{company}/item/{id}/ban', { reason }, { params: { company, id } }),
  );
}
