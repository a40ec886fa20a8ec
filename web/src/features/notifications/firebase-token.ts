import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FirebaseWebConfig } from '../../lib/env';

/** Where the push service worker lives (web/public) and the scope it takes, away from the app's pages. */
const workerUrl = '/firebase-messaging-sw.js';
const workerScope = '/firebase-cloud-messaging-push-scope';

/**
 * This browser's Firebase Cloud Messaging token, or null where the browser has no web push. Loaded
 * only when a Firebase config was built in (push.ts), so Firebase never weighs on the other builds.
 */
export async function firebaseToken(config: FirebaseWebConfig): Promise<string | null> {
  if (!(await isSupported())) return null;
  const { vapidKey, ...appConfig } = config;
  const app = getApps()[0] ?? initializeApp(appConfig);
  const registration = await navigator.serviceWorker.register(workerUrl, { scope: workerScope });
  const token = await getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration: registration });
  return token || null;
}
