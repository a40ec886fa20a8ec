import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';
import { bookingsKey } from './list-bookings';

/** Hands a reservation's items to its person; the items' cards change too. */
export function useCheckOut(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/company/{company}/bookings/{id}/check-out', undefined, { params: { company, id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]),
  });
}
