import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedKey } from './feed-state';

/** Turns the feed on or gives it a new secret address (the answer carries the address, this once). */
export function useEnableFeed(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: 'mine' | 'company') => api.post('/company/{company}/bookings/feed', { scope }, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
