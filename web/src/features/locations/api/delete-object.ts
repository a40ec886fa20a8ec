import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { objectsKey } from './list-objects';

/** Deletes an object with its locations; shouldUpdate clears it from the items there. */
export function useDeleteObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shouldUpdate }: { id: string; shouldUpdate: boolean }) =>
      api.delete('/company/get/locations/{id}', { params: { id }, query: { shouldUpdate: shouldUpdate ? 'true' : 'false' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectsKey }),
  });
}
