import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKey } from './list-bookings';

export function useCancelBooking(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/company/{company}/bookings/{id}/cancel', undefined, { params: { company, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
