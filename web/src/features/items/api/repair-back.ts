import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/** Returns the item from service to a person of the company. */
export function useRepairBack(company: string, id: string) {
  return useItemMutation(company, (user: string) =>
    api.put('/company/{company}/item/repair/back', { item_ids: [id], user }, { params: { company } }).then((answer) => answer.data),
  );
}
