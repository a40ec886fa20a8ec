/**
 * Toasts, loaded on demand: the toast machinery (~20 KB gzip) reaches the browser with the first
 * toast, not with the initial route. Toasts hide after the spec's default 3000 ms (toaster-store).
 */
type ToastType = 'success' | 'warning' | 'error';

let requested = false;
const listeners = new Set<() => void>();
let store: Promise<typeof import('./toaster-store')> | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The toaster view calls this once it listens to the store, so that no toast is lost before it. */
export function toasterMounted(): void {
  markMounted();
}

export function subscribeToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterRequested = (): boolean => requested;

function show(type: ToastType, title: string, description?: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  store ??= import('./toaster-store');
  void Promise.all([store, mounted]).then(([{ toaster }]) => toaster.create({ type, title, description }));
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
