import type { NotificationType } from '../../shared/schemas/notifications';
import type { UserRecord } from '../users/public';
import { getSettings } from './store';

/**
 * The address a notification of this type is e-mailed to for this user: their e-mail once it is
 * confirmed and while the type's e-mail switch is on; null when no e-mail goes out.
 */
export async function notificationMailAddress(user: Pick<UserRecord, '_id' | 'email' | 'email_approved'>, type: NotificationType): Promise<string | null> {
  if (!user.email || !user.email_approved) return null;
  const settings = await getSettings(user._id);
  return settings.email[type] ? user.email : null;
}
