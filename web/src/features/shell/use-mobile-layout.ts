import { useSyncExternalStore } from 'react';
import { mobileLayoutQuery } from './mobile-nav';

const media = () => (typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(mobileLayoutQuery));

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/**
 * Whether the shell uses its phone layout. Decided in script, not CSS, so that only one of the two
 * layouts is in the page: each control (language buttons, sign-out) exists once.
 */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
