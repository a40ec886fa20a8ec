import { notificationsRoutes } from '../../shared/routes/notifications';
import { domainHandler } from '../lib/http/domain-handler';
import { AppError } from '../lib/http/errors';

// Contract only: the operations are being built (issue 9); until then every call answers RouteNotFound.
const notBuilt = async (): Promise<never> => {
  throw new AppError('RouteNotFound');
};

export const handler = domainHandler(notificationsRoutes, {
  list: notBuilt,
  unreadCount: notBuilt,
  markAllRead: notBuilt,
  markRead: notBuilt,
  settings: notBuilt,
  saveSettings: notBuilt,
});
