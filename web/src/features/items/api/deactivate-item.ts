import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/** Sets the item aside as inactive (issue 28): it keeps its code, history and person, leaves the list and takes no operation until reactivated. */
export function useDeactivateItem(company: string, id: string) {
  return useItemMutation(company, () => api.put('/company/{company}/item/{id}/deactivate', undefined, { params: { company, id } }));
}
