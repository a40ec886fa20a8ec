import { useState } from 'react';

interface ActionCallbacks<TData> {
  /** May return a promise: the action stays pending until it settles. */
  onSuccess?: (data: TData) => unknown;
  onError?: (error: unknown) => void;
}

/**
 * A one-shot server call with a pending flag, for screens that must not pull in react-query (the
 * login screen is the initial route). Like a mutation with `retry: false`: never retried.
 */
export function useAction<TVariables, TData>(action: (variables: TVariables) => Promise<TData>) {
  const [isPending, setPending] = useState(false);
  const mutate = (variables: TVariables, callbacks: ActionCallbacks<TData> = {}) => {
    setPending(true);
    void action(variables)
      .then(
        (data) => callbacks.onSuccess?.(data),
        (error: unknown) => callbacks.onError?.(error),
      )
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
