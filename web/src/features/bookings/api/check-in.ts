import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { bookingsKey } from './list-bookings';

/** Takes every item still out back to whoever held it before the check-out. */
export function useCheckIn(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/company/{company}/bookings/{id}/check-in', {}, { params: { company, id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]),
  });
}
