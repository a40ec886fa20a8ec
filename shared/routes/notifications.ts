import {
  markedReadAnswer,
  notificationIdParams,
  notificationSettingsBody,
  notificationSettingsSchema,
  notificationsPage,
  notificationsQuery,
  unreadCountAnswer,
} from '../schemas/notifications';
import type { DomainRoutes } from './route-def';

/** The signed-in user's own notifications and their e-mail settings (the notifications function); any signed-in user has a bell. */
export const notificationsRoutes = [
  { method: 'GET', path: '/notifications', domain: 'notifications', operation: 'list', auth: 'session',
    summary: "The user's notifications, newest first, 10 a page (unread=true: only unread), with the unread count",
    query: notificationsQuery, response: notificationsPage },
  { method: 'GET', path: '/notifications/unread', domain: 'notifications', operation: 'unreadCount', auth: 'session',
    summary: "The number of the user's unread notifications (the bell's badge)", response: unreadCountAnswer },
  { method: 'PATCH', path: '/notifications/read', domain: 'notifications', operation: 'markAllRead', auth: 'session',
    summary: "Marks all the user's notifications read", response: markedReadAnswer },
  { method: 'PATCH', path: '/notifications/{id}/read', domain: 'notifications', operation: 'markRead', auth: 'session',
    summary: 'Marks one notification read', params: notificationIdParams, response: markedReadAnswer },
  { method: 'GET', path: '/notifications/settings', domain: 'notifications', operation: 'settings', auth: 'session',
    summary: 'Which kinds of notification the user also gets by e-mail', response: notificationSettingsSchema },
  { method: 'PUT', path: '/notifications/settings', domain: 'notifications', operation: 'saveSettings', auth: 'session',
    summary: 'Switches e-mail on or off per kind of notification', body: notificationSettingsBody, response: notificationSettingsSchema },
] as const satisfies DomainRoutes<'notifications'>;
