import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKey } from './list-bookings';

/**
 * The key every items query starts with (lib/api/list-items.ts itemsKey), named here rather than
 * imported: the scan screen loads these calls, and importing the items list's queries there would
 * move them into the chunk the first screen loads (web/vite.config.ts, "common").
 */
const itemsKey = ['items'] as const;

/** Hands a reservation's items to its person; the items' cards change too. */
export function useCheckOut(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/company/{company}/bookings/{id}/check-out', undefined, { params: { company, id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]),
  });
}
