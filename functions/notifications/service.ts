import type { NotificationSettings, NotificationType } from '../../shared/schemas/notifications';
import type { Session } from '../lib/auth/sessions';
import { AppError } from '../lib/http/errors';
import * as store from './store';

/** The signed-in user's own bell: every operation works on the session's user only. */

export async function list(session: Session, query: { offset: number; limit: number; unread: boolean }) {
  const [records, unread] = await Promise.all([store.notificationsPage(session.userId, query), store.unreadCount(session.userId)]);
  const count = query.unread ? unread : await store.notificationCount(session.userId);
  return { data: records.map(store.toNotification), count, unread };
}

export async function unreadCount(session: Session) {
  return { count: await store.unreadCount(session.userId) };
}

/** Another user's notification id is answered as NotFound: the key is built from the session's user. */
export async function markRead(session: Session, notificationId: string) {
  const wasUnread = await store.markRead(session.userId, notificationId);
  if (wasUnread === null) throw new AppError('NotFound');
  return { updated: wasUnread ? 1 : 0 };
}

export async function markAllRead(session: Session) {
  return { updated: await store.markAllRead(session.userId) };
}

export function settings(session: Session): Promise<NotificationSettings> {
  return store.getSettings(session.userId);
}

export function saveSettings(session: Session, body: { email: Partial<Record<NotificationType, boolean>> }): Promise<NotificationSettings> {
  return store.saveSettings(session.userId, body.email);
}
