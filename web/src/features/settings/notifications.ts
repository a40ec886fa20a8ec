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
