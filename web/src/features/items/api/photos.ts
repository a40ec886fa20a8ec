import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type AnswerOf } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { itemDetailQuery } from './item-detail';
import { useItemMutation } from './item-mutation';

export type ItemPhotosAnswer = AnswerOf<'PATCH', '/company/{company}/item/{id}/photos'>;

/** Attaches uploaded photos; answers the per-file results, and the card shows the item at once. */
export function useAttachItemPhotos(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => api.patch('/company/{company}/item/{id}/photos', { names }, { params: { company, id } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(itemDetailQuery(company, id).queryKey, answer.item);
      await queryClient.invalidateQueries({ queryKey: itemsKey });
    },
  });
}

export function useSetMainPhoto(company: string, id: string) {
  return useItemMutation(company, (name: string) => api.patch('/company/{company}/item/{id}/photos/{name}/main', undefined, { params: { company, id, name } }));
}

export function useDeleteItemPhoto(company: string, id: string) {
  return useItemMutation(company, (name: string) => api.delete('/company/{company}/item/{id}/photos/{name}', { params: { company, id, name } }));
}
