import { notificationsStorage } from '../../lib/storage';

/** Spec: after the browser's notification permission is refused, it is asked again a day later. */
export const askAgainAfterMs = 24 * 60 * 60 * 1000;

/**
 * unsupported: the browser has no notifications. granted: they may be shown. blocked: refused in the
 * browser, which no longer asks. later: refused less than a day ago. ask: the browser may be asked.
 */
export type NotificationState = 'unsupported' | 'granted' | 'blocked' | 'later' | 'ask';

export function notificationState(permission: NotificationPermission | undefined, deniedAt: number | null, now: number): NotificationState {
  if (permission === undefined) return 'unsupported';
  if (permission === 'granted') return 'granted';
  const recentlyDenied = deniedAt !== null && now - deniedAt < askAgainAfterMs;
  if (recentlyDenied) return 'later';
  return permission === 'denied' ? 'blocked' : 'ask';
}

const browserPermission = (): NotificationPermission | undefined =>
  typeof Notification === 'undefined' ? undefined : Notification.permission;

/** This browser's state now, with the refusal kept in local storage. */
export const currentNotificationState = (): NotificationState =>
  notificationState(browserPermission(), notificationsStorage.deniedAt(), Date.now());

/**
 * Asks the browser's permission when it may be asked (state ask). Anything but a grant (a refusal,
 * a prompt closed or blocked) is kept, so that the next question comes a day later. Used by the
 * settings switch and by the first signed-in page.
 */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (currentNotificationState() !== 'ask') return currentNotificationState();
  const answer = await Notification.requestPermission().catch((): NotificationPermission => 'default');
  notificationsStorage.setDeniedAt(answer === 'granted' ? null : Date.now());
  return currentNotificationState();
}

/** System notifications may show: the browser granted them and the user did not turn them off here. */
export const systemNotificationsOn = (): boolean => currentNotificationState() === 'granted' && !notificationsStorage.isOff();
