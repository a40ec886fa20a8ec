/**
 * Toasts, loaded on demand: the toast machinery (~20 KB gzip) reaches the browser with the first
 * toast, not with the initial route. Toasts hide after the spec's default 3000 ms (toaster-store),
 * except the notification type, which stays until closed (spec).
 */
type ToastType = 'success' | 'warning' | 'error' | 'notification';

/** A button on a toast, such as opening what a notification is about. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

interface ToastOptions {
  /** Showing a toast with the id of one on screen replaces it instead of adding another. */
  id?: string;
  action?: ToastAction;
}

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

/** Notification toasts stay until closed; the store has no priority for a type of ours, so it is given (that of info). */
const notificationToast = { duration: Infinity, priority: 6 as const };

function show(type: ToastType, title: string, description?: string, options: ToastOptions = {}): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  store ??= import('./toaster-store');
  void Promise.all([store, mounted]).then(([{ toaster }]) =>
    toaster.create({ type, title, description, ...options, ...(type === 'notification' ? notificationToast : {}) }),
  );
}

/** Closes a toast shown with an id (a notification read elsewhere); nothing if toasts never loaded. */
export function dismissToast(id: string): void {
  void store?.then(({ toaster }) => toaster.dismiss(id));
}

/** Closes every notification toast (the popup that opens shows the same notifications). */
export function dismissNotificationToasts(): void {
  void store?.then(({ toaster }) => {
    for (const toast of toaster.getVisibleToasts()) if (toast.type === 'notification' && toast.id) toaster.dismiss(toast.id);
  });
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  /** A notification that arrived: it does not hide by itself. */
  notification: (title: string, description?: string, options?: ToastOptions) => show('notification', title, description, options),
};
