import { useSyncExternalStore } from 'react';

/** Below Chakra's md breakpoint (48em): phones, where the popup becomes a full-width sheet. */
const query = '(max-width: 47.99em)';

const media = () => (typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(query));

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
