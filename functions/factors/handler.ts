import { factorsRoutes } from '../../shared/routes/factors';
import { domainHandler } from '../lib/http/domain-handler';
import { sessionOf } from '../lib/http/session';
import * as passkeys from './passkeys';
import * as secondFactor from './second-factor';

export const handler = domainHandler(factorsRoutes, {
  signInSecondFactor: (request) => secondFactor.signInSecondFactor(request.body, request),
  secondFactorStatus: (request) => secondFactor.secondFactorStatus(sessionOf(request)),
  startTotpEnrolment: (request) => secondFactor.startTotpEnrolment(sessionOf(request)),
  confirmTotpEnrolment: (request) => secondFactor.confirmTotpEnrolment(sessionOf(request), request.body.code, request),
  disableSecondFactor: (request) => secondFactor.turnOffSecondFactor(sessionOf(request), request.body, request),
  renewRecoveryCodes: (request) => secondFactor.renewRecoveryCodes(sessionOf(request), request.body, request),
  passkeyRegistrationOptions: (request) => passkeys.passkeyRegistrationOptions(sessionOf(request)),
  addPasskey: (request) => passkeys.addPasskey(sessionOf(request), request.body, request),
  listPasskeys: (request) => passkeys.listPasskeys(sessionOf(request)),
  removePasskey: (request) => passkeys.removePasskey(sessionOf(request), request.params.id!, request),
  passkeySignInOptions: (request) => passkeys.passkeySignInOptions(request),
  signInWithPasskey: (request) => passkeys.signInWithPasskey(request.body.credential, request),
  secondFactorPasskeyOptions: (request) => passkeys.secondFactorPasskeyOptions(request.body.challenge),
});
