import { api, type BodyOf } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

export type RepairRequest = BodyOf<'PUT', '/company/{company}/item/{id}/repair'>;

/**
 * Sends the item to service: the service's title, the reason and where the service is. With
 * `recalculate`, only `quantity` of a batch: the answer is then the new item separated from it.
 */
export function useRepairItem(company: string, id: string) {
  return useItemMutation(company, (body: RepairRequest) => api.put('/company/{company}/item/{id}/repair', body, { params: { company, id } }));
}
