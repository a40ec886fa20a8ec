import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf } from '../../../lib/api-client';
import { bookingsKey } from './list-bookings';

/**
 * The key every items query starts with (lib/api/list-items.ts itemsKey), named here rather than
 * imported: the scan screen loads these calls, and importing the items list's queries there would
 * move them into the chunk the first screen loads (web/vite.config.ts, "common").
 */
const itemsKey = ['items'] as const;

export type CheckInBody = BodyOf<'POST', '/company/{company}/bookings/{id}/check-in'>;

/**
 * Takes items of a booking back: those named (all still out when none are) to whoever held them
 * before the check-out, or to the person and place chosen.
 */
export function useCheckIn(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CheckInBody }) => api.post('/company/{company}/bookings/{id}/check-in', body, { params: { company, id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: bookingsKey }), queryClient.invalidateQueries({ queryKey: itemsKey })]),
  });
}
