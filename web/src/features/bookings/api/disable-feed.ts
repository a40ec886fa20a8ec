import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedKey } from './feed-state';

export function useDisableFeed(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/company/{company}/bookings/feed', { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
