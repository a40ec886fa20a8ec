/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * The app's service worker (vite-plugin-pwa's Workbox worker, web/vite.config.ts): registered once
 * the app has started, in production builds only (the development server has none). A new version
 * found when the app starts waits, installed, until the user agrees to reload (`applyUpdate`); it
 * is never forced on a page, least of all in the middle of a count.
 */
let update: ((reloadPage?: boolean) => Promise<void>) | null = null;
let updateReady = false;
const listeners = new Set<() => void>();

export function startServiceWorker(): void {
  if (update || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  update = registerSW({
    onNeedRefresh() {
      updateReady = true;
      for (const listener of listeners) listener();
    },
  });
}

export function subscribeUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isUpdateReady = (): boolean => updateReady;

/** Lets the waiting version take over; the page reloads once it controls it. */
export function applyUpdate(): void {
  void update?.(true);
}
