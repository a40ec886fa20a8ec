import { useRouter } from '@tanstack/react-router';
import type { Notification } from '../../../../shared/schemas/notifications';
import { dismissToast } from '../../lib/toaster';
import { useMarkRead } from './api/notifications';

/** The id of a notification's toast, so that reading it anywhere closes the toast. */
export const toastIdOf = (notification: Pick<Notification, '_id'>): string => `notification:${notification._id}`;

/** A link the panel opens itself: a path of this site, never another origin. */
export const isPanelPath = (link: string | null): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/** Opening a notification marks it read and goes to its link (from the popup, a toast or a system notification). */
export function useOpenNotification(): (notification: Notification) => void {
  const router = useRouter();
  const markRead = useMarkRead();
  return (notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    dismissToast(toastIdOf(notification));
    if (isPanelPath(notification.link)) router.history.push(notification.link);
  };
}
