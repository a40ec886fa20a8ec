import { api, type BodyOf } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

export type EditItemRequest = BodyOf<'PUT', '/company/{company}/item/{id}/edit'>;

/** Edits the item's fields; with `version`, a change by someone else since is refused (ConcurrentChange). */
export function useEditItem(company: string, id: string) {
  return useItemMutation(company, (body: EditItemRequest) => api.put('/company/{company}/item/{id}/edit', body, { params: { company, id } }));
}
