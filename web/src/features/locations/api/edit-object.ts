import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { objectsKey } from './list-objects';

export type EditObjectRequest = BodyOf<'PUT', '/company/get/locations/{id}/edit'>;

/** Renames the object and replaces its locations; shouldUpdate carries the change to the items there. */
export function useEditObject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditObjectRequest) => api.put('/company/get/locations/{id}/edit', body, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectsKey }),
  });
}
