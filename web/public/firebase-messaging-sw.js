/*
 * The push service worker of the panel (docs/notifications-web.md). Firebase Cloud Messaging delivers
 * to the push subscription that firebase/messaging made on this worker's registration; this worker
 * shows the message itself, so it needs no Firebase code. Its scope is not the app's pages.
 * Payload read: FCM's `notification` {title, body}, `fcmOptions.link` (webpush.fcm_options) and `data`
 * {id, path} (functions/lib/adapters/fcm.ts), or `data` {title, body, link}.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { notification: { body: event.data ? event.data.text() : '' } };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = notification.title || data.title || 'Assetbook';
  const body = notification.body || data.body || '';
  const link = data.link || (payload.fcmOptions && payload.fcmOptions.link) || data.path || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A visible tab of the panel shows the notification as a toast from its own poll.
      if (windows.some((client) => client.visibilityState === 'visible')) return undefined;
      return self.registration.showNotification(title, { body, tag: data.id || undefined, data: { link } });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only the panel's own pages open; this worker controls no page, so a new window opens there.
  const target = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin);
  const link = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(self.clients.openWindow(link));
});
