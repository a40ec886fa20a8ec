import { api, type BodyOf } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

export type BanRequest = BodyOf<'PUT', '/company/{company}/item/{id}/ban'>;

/**
 * Decommissions the item: closed to every operation afterwards. With `recalculate`, only `quantity`
 * of a batch: the answer is then the new item separated from it, which takes the operation.
 */
export function useBanItem(company: string, id: string) {
  return useItemMutation(company, (body: BanRequest) => api.put('/company/{company}/item/{id}/ban', body, { params: { company, id } }));
}
