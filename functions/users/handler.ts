import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf } from '../lib/http/session';
import * as users from './service';

export const handler = domainHandler('users', {
  me: (request) => users.currentUser(sessionOf(request)),
});
