import { domainHandler } from '../lib/http/domain-handler';
import * as auth from './service';

export const handler = domainHandler('auth', {
  register: ({ body, lang, log }) => auth.register(body, lang, log),
  checkEmail: async ({ query }) => ({ available: await auth.isEmailAvailable(query.email) }),
  checkPhone: async ({ query }) => ({ available: await auth.isPhoneAvailable(query.phone) }),
  acceptEmail: ({ query }) => auth.acceptEmail(query.token),
  login: ({ body }) => auth.login(body),
});
