import { okAnswer } from '../schemas/common';
import { sessionAnswer } from '../schemas/auth';
import {
  addPasskeyBody,
  passkeyOptionsAnswer,
  passkeyParams,
  passkeySchema,
  passkeySignInBody,
  passkeysAnswer,
  secondFactorPasskeyOptionsBody,
} from '../schemas/passkeys';
import {
  disableSecondFactorBody,
  recoveryCodesAnswer,
  recoveryCodesBody,
  secondFactorSignInBody,
  secondFactorStatus,
  signInAnswer,
  totpConfirmBody,
  totpEnrolmentAnswer,
} from '../schemas/second-factor';
import type { DomainRoutes } from './route-def';

/**
 * The second factor and passkeys (issue 27, docs/security.md "Second factor" and "Passkeys"): a
 * function of their own, so the TOTP and WebAuthn libraries load nowhere else. The paths stay under
 * /auth: to a client they are part of signing in.
 */
export const factorsRoutes = [
  { method: 'POST', path: '/auth/login/second-factor', domain: 'factors', operation: 'signInSecondFactor', auth: 'public',
    summary: 'Finishes a sign-in that answered a challenge: the challenge with a code of the authenticator app, a recovery code (each works once) or an assertion of one of the account\'s passkeys opens the session',
    body: secondFactorSignInBody, response: sessionAnswer },
  { method: 'GET', path: '/auth/second-factor', domain: 'factors', operation: 'secondFactorStatus', auth: 'session', beforeSecondFactor: true,
    summary: "Whether the current user's authenticator app is on, since when, and how many recovery codes are left (passkeys: GET /auth/passkeys)", response: secondFactorStatus },
  { method: 'POST', path: '/auth/second-factor/totp', domain: 'factors', operation: 'startTotpEnrolment', auth: 'session', beforeSecondFactor: true,
    summary: 'Starts adding an authenticator app: answers its otpauth URI (for a QR code) and the secret as text, shown this once', response: totpEnrolmentAnswer },
  { method: 'POST', path: '/auth/second-factor/totp/confirm', domain: 'factors', operation: 'confirmTotpEnrolment', auth: 'session', beforeSecondFactor: true,
    summary: 'Turns the second factor on with a code of the app; answers ten single-use recovery codes, shown this once', body: totpConfirmBody, response: recoveryCodesAnswer },
  { method: 'POST', path: '/auth/second-factor/recovery-codes', domain: 'factors', operation: 'renewRecoveryCodes', auth: 'session',
    summary: 'Replaces the recovery codes with ten new ones, with a code of the app or a recovery code; the old ones stop working; shown this once',
    body: recoveryCodesBody, response: recoveryCodesAnswer },
  { method: 'POST', path: '/auth/second-factor/disable', domain: 'factors', operation: 'disableSecondFactor', auth: 'session',
    summary: 'Turns the second factor off with the current password and a code of the app or a recovery code', body: disableSecondFactorBody, response: okAnswer },
  { method: 'POST', path: '/auth/account/passkeys/options', domain: 'factors', operation: 'passkeyRegistrationOptions', auth: 'session', beforeSecondFactor: true,
    summary: "Options for adding a passkey (navigator.credentials.create): a discoverable credential for this account, the account's passkeys excluded; the challenge works once, for 5 minutes",
    response: passkeyOptionsAnswer },
  { method: 'POST', path: '/auth/account/passkeys', domain: 'factors', operation: 'addPasskey', auth: 'session', beforeSecondFactor: true, status: 201,
    summary: 'Adds a passkey, named, from the credential made with the options; the owner is told by e-mail', body: addPasskeyBody, response: passkeySchema },
  { method: 'GET', path: '/auth/account/passkeys', domain: 'factors', operation: 'listPasskeys', auth: 'session', beforeSecondFactor: true,
    summary: "The current user's passkeys with their names and when each was added and last used", response: passkeysAnswer },
  { method: 'DELETE', path: '/auth/account/passkeys/{id}', domain: 'factors', operation: 'removePasskey', auth: 'session',
    summary: "Removes one of the current user's passkeys; the owner is told by e-mail", params: passkeyParams, response: okAnswer },
  { method: 'POST', path: '/auth/login/passkey/options', domain: 'factors', operation: 'passkeySignInOptions', auth: 'public',
    summary: 'Options for signing in with a passkey alone (navigator.credentials.get, no account named: the passkey names it); the challenge works once, for 5 minutes',
    response: passkeyOptionsAnswer },
  { method: 'POST', path: '/auth/login/passkey', domain: 'factors', operation: 'signInWithPasskey', auth: 'public',
    summary: "Signs in with a passkey's assertion for the options: with user verification it is both factors and opens the session; without, an account with an authenticator app answers a challenge for its code",
    body: passkeySignInBody, response: signInAnswer },
  { method: 'POST', path: '/auth/login/second-factor/passkey-options', domain: 'factors', operation: 'secondFactorPasskeyOptions', auth: 'public',
    summary: "Options for answering a sign-in's challenge with one of the account's passkeys (POST /auth/login/second-factor with `passkey`)",
    body: secondFactorPasskeyOptionsBody, response: passkeyOptionsAnswer },
] as const satisfies DomainRoutes<'factors'>;
