import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/** Puts the item in an object and, optionally, one of its locations. */
export function usePlaceItem(company: string, id: string) {
  return useItemMutation(company, ({ object, location }: { object: string; location?: string }) =>
    api.put('/company/{company}/item/locations/add', { item_ids: [id], object, location }, { params: { company } }).then((answer) => answer.data),
  );
}
