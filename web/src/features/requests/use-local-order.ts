import { useCallback, useMemo, useState } from 'react';
import { localOrderStorage } from './local-order';
import { emptyOrder, type LocalOrder } from './order';

/** The current order of the company, kept in local storage at every change until it is saved or published. */
export function useLocalOrder(companyId: string): { order: LocalOrder; setOrder: (order: LocalOrder) => void; reset: () => void } {
  const storage = useMemo(() => localOrderStorage(companyId), [companyId]);
  const [order, setState] = useState<LocalOrder>(() => storage.read() ?? emptyOrder());
  const setOrder = useCallback(
    (next: LocalOrder) => {
      storage.write(next);
      setState(next);
    },
    [storage],
  );
  const reset = useCallback(() => {
    storage.clear();
    setState(emptyOrder());
  }, [storage]);
  return { order, setOrder, reset };
}
