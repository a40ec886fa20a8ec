import { notificationsRoutes } from '../../shared/routes/notifications';
import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf } from '../lib/http/session';
import * as notifications from './service';

export const handler = domainHandler(notificationsRoutes, {
  list: (request) => notifications.list(sessionOf(request), request.query),
  unreadCount: (request) => notifications.unreadCount(sessionOf(request)),
  markAllRead: (request) => notifications.markAllRead(sessionOf(request)),
  markRead: (request) => notifications.markRead(sessionOf(request), request.params.id!),
  settings: (request) => notifications.settings(sessionOf(request)),
  saveSettings: (request) => notifications.saveSettings(sessionOf(request), request.body),
});
