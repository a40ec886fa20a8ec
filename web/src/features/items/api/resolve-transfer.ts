import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { itemsKey } from '../../../lib/api/list-items';

export type TransferResolution = 'accept' | 'reject' | 'cancel';

/**
 * The three answers to a pending transfer share one hook: the recipient accepts or rejects, the
 * sender cancels, and each refreshes the same items afterwards.
 */
export function useResolveTransfer(company: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: TransferResolution }) => {
      const params = { company, id };
      if (resolution === 'accept') return api.put('/company/{company}/transfer/{id}/accept', undefined, { params });
      if (resolution === 'reject') return api.put('/company/{company}/transfer/{id}/reject', undefined, { params });
      return api.put('/company/{company}/transfer/{id}/cancel', undefined, { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemsKey }),
  });
}
