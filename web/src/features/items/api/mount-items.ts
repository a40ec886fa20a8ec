import { api } from '../../../lib/api-client';
import { useItemMutation } from './item-mutation';

/**
 * Mounts items on this one (equipment), all of them or none; the answer holds this item and the
 * mounted ones, each card taking its own.
 */
export function useMountItems(company: string, parent: string) {
  return useItemMutation(company, (items: string[]) =>
    api.put('/company/{company}/item/mount', { items, parent }, { params: { company } }).then((answer) => answer.data),
  );
}

/** Takes items off this one, all of them or none. */
export function useUnmountItems(company: string, parent: string) {
  return useItemMutation(company, (items: string[]) =>
    api.put('/company/{company}/item/unmount', { items, parent }, { params: { company } }).then((answer) => answer.data),
  );
}
