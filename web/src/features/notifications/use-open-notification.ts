import { useRouter } from '@tanstack/react-router';
import { apiBasePath } from '../../../../shared/routes/route-def';
import type { Notification } from '../../../../shared/schemas/notifications';
import { dismissToast } from '../../lib/toaster';
import { useMarkRead } from './api/notifications';

/** The id of a notification's toast, so that reading it anywhere closes the toast. */
export const toastIdOf = (notification: Pick<Notification, '_id'>): string => `notification:${notification._id}`;

/** A link the panel opens itself: a path of this site, never another origin. */
export const isPanelPath = (link: string | null): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

/** A path of the API on this site (the report's download link): the browser fetches it, and its file downloads. */
export const isDownloadPath = (link: string | null): link is string => isPanelPath(link) && link.startsWith(`${apiBasePath}/`);

/** Opening a notification marks it read and goes to its link, or downloads it (from the popup, a toast or a system notification). */
export function useOpenNotification(): (notification: Notification) => void {
  const router = useRouter();
  const markRead = useMarkRead();
  return (notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    dismissToast(toastIdOf(notification));
    // The API answers with a redirect to the file (sent as an attachment), so the page stays where it is.
    if (isDownloadPath(notification.link)) window.location.assign(notification.link);
    else if (isPanelPath(notification.link)) router.history.push(notification.link);
  };
}
