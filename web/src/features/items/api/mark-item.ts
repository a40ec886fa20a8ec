import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/** Marks the item with a QR code value, unique in the company. */
export function useMarkItem(company: string, id: string) {
  return useItemMutation(company, (code: string) => api.put('/company/{company}/item/{id}/mark', { code }, { params: { company, id } }));
}
