import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemDetailQuery, type ItemDetail } from './item-detail';
import { itemsKey } from './list-items';

/**
 * A change of one item whose answer is the item: the card shows the answer at once, and lists,
 * counters and history refresh behind it. The operation files hold the calls themselves.
 */
export function useItemMutation<TVariables>(company: string, id: string, call: (variables: TVariables) => Promise<ItemDetail | ItemDetail[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      const item = Array.isArray(answer) ? answer.find((candidate) => candidate._id === id) : answer;
      if (item) queryClient.setQueryData(itemDetailQuery(company, id).queryKey, item);
      await queryClient.invalidateQueries({ queryKey: itemsKey });
    },
  });
}
