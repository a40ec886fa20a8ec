import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { objectsKey } from './list-objects';

export type CreateObjectRequest = BodyOf<'POST', '/company/get/locations'>;

export function useCreateObject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateObjectRequest) => api.post('/company/get/locations', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectsKey }),
  });
}
