import { useSyncExternalStore } from 'react';

/**
 * Whether the contact-us form is open. The desktop opens it from the floating bubble; a phone has
 * no bubble (it would cover pagination and primary buttons) and opens it from the drawer and the
 * overflow menu, so the state lives outside any one of them.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export const openSupportForm = (): void => set(true);
export const closeSupportForm = (): void => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSupportFormOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
