import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userDetailQuery } from './user-detail';

/** Texts the user the app links and how to sign in; one message in 10 minutes. */
export function useSendUserSms(company: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/company/{company}/user/{id}/send_sms', undefined, { params: { company, id } }),
    // The card shows when the last SMS went out.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailQuery(company, id).queryKey }),
  });
}
