import { AppError } from '../lib/http/errors';
import type { UserRecord } from './store';

/** Whether a user is deactivated (issue 28, docs/inactive-users.md). */
export function isInactive(user: Pick<UserRecord, 'inactiveSince'>): boolean {
  return Boolean(user.inactiveSince);
}

/** A deactivated user opens no session: UserInactive, told only once their password (or Google) is proven. */
export function refuseInactive(user: Pick<UserRecord, 'inactiveSince'>): void {
  if (isInactive(user)) throw new AppError('UserInactive');
}
