import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemsKey } from '../../../lib/api/list-items';
import { itemDetailQuery, type ItemDetail } from './item-detail';

/**
 * A change of one item whose answer is the item: the card shows the answer at once, and lists,
 * counters and history refresh behind it. The operation files hold the calls themselves.
 * An answered item other than this one (a part separated from a batch) gets its own card's data.
 */
export function useItemMutation<TVariables, TAnswer extends ItemDetail | ItemDetail[]>(company: string, call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      for (const item of Array.isArray(answer) ? answer : [answer]) queryClient.setQueryData(itemDetailQuery(company, item._id).queryKey, item);
      await queryClient.invalidateQueries({ queryKey: itemsKey });
    },
  });
}
