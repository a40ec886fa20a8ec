import { api } from '../../lib/api-client';
import { env } from '../../lib/env';
import { notificationsStorage } from '../../lib/storage';
import { askNotificationPermission, systemNotificationsOn } from './system-notifications';

let registration: Promise<boolean> | undefined;

/**
 * Saves this browser's push token for the user (PATCH /auth/web/firebase) once per page load, when a
 * Firebase config was built in and system notifications are on. Without the config (the local
 * stack) nothing registers: the bell's poll and system notifications of an open tab cover it.
 * Answers false when the notification service could not be reached (it is tried again next time).
 */
export function registerPushToken(): Promise<boolean> {
  const config = env.firebase;
  if (!config || !systemNotificationsOn() || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(true);
  registration ??= import('./firebase-token')
    .then(({ firebaseToken }) => firebaseToken(config))
    .then(async (token) => {
      if (token) await api.patch('/auth/web/firebase', { token });
      return true;
    })
    .catch(() => {
      registration = undefined;
      return false;
    });
  return registration;
}

let askedThisVisit = false;

/**
 * The first signed-in page asks the browser's permission once per visit, unless the user turned
 * browser notifications off in settings; a refusal waits a day (system-notifications.ts). Then the
 * push token is registered if it can be.
 */
export async function setUpPush(): Promise<boolean> {
  if (!askedThisVisit && !notificationsStorage.isOff()) {
    askedThisVisit = true;
    await askNotificationPermission();
  }
  return registerPushToken();
}
