import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { bookingsKey } from './list-bookings';

export type CreateBookingBody = BodyOf<'POST', '/company/{company}/bookings'>;

/** Books items for a period; a taken period answers BookingConflict. */
export function useCreateBooking(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) => api.post('/company/{company}/bookings', body, { params: { company } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
