import type { CurrentUser } from '../../shared/schemas/users';
import type { Session } from '../lib/auth/sessions';
import { AppError } from '../lib/http/errors';
import { getUser, toCurrentUser } from './store';

export async function currentUser(session: Session): Promise<CurrentUser> {
  const user = await getUser(session.userId);
  // A valid token whose user is gone is no longer a session.
  if (!user) throw new AppError('Unauthorized');
  return toCurrentUser(user);
}
