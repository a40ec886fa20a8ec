import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/** Brings an inactive item back with the status it had before. */
export function useReactivateItem(company: string, id: string) {
  return useItemMutation(company, () => api.put('/company/{company}/item/{id}/reactivate', undefined, { params: { company, id } }));
}
