import { authRoutes } from '../../shared/routes/auth';
import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf } from '../lib/http/session';
import { countries } from '../lib/countries';
import { checkInvitation, finishInvitation } from './invitations';
import { forgot, resetPassword } from './password-reset';
import * as registration from './registration';
import * as signIn from './sign-in';

export const handler = domainHandler(authRoutes, {
  register: ({ body, lang, log, sourceIp }) => registration.register(body, lang, log, sourceIp),
  checkEmail: async ({ query }) => ({ available: await registration.isEmailAvailable(query.email) }),
  checkPhone: async ({ query }) => ({ available: await registration.isPhoneAvailable(query.phone) }),
  acceptEmail: ({ query }) => registration.acceptEmail(query.token),
  resendConfirmation: ({ params, lang, sourceIp }) => registration.resendConfirmation(params.token!, lang, sourceIp),
  resendConfirmationToMe: (request) => registration.resendConfirmationToMe(sessionOf(request).userId, request.lang, request.sourceIp),
  sendSms: ({ body, lang, sourceIp }) => registration.sendSms(body, lang, sourceIp),
  verifyPhone: ({ body }) => registration.verifyPhone(body),
  login: (request) => signIn.login(request.body, request),
  google: (request) => signIn.signInWithGoogle(request.body.token, request),
  logout: (request) => signIn.logout(sessionOf(request)),
  checkPassword: (request) => signIn.checkPassword(sessionOf(request), request.body.password, request),
  changePassword: (request) => signIn.changePassword(sessionOf(request), request.body, request),
  savePushToken: (request) => signIn.savePushToken(sessionOf(request), request.body.token),
  forgot: ({ body, lang, sourceIp }) => forgot(body, lang, sourceIp),
  resetPassword: ({ body, sourceIp }) => resetPassword(body, sourceIp),
  checkInvitation: ({ query }) => checkInvitation(query.token),
  finishInvitation: ({ query, body }) => finishInvitation(query.token, body.password),
  countries: async ({ headers }) => countries(headers),
});
