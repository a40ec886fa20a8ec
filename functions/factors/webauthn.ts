import { isIP } from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { env } from '../lib/env';
import { AppError } from '../lib/http/errors';

/**
 * WebAuthn through @simplewebauthn/server (docs/security.md, "Passkeys"): only this function's
 * bundle carries it. The rules the library leaves to its caller are here, as plain functions: the
 * relying party from the app's URL, the challenge a response answers, and the signature counter.
 */

/** How long the browser may take, and how long a challenge is kept: the same 5 minutes. */
export const webauthnSeconds = 5 * 60;

export interface RelyingParty {
  /** The RP ID: the app URL's host name (a registrable domain; `localhost` on the local stack). */
  id: string;
  /** The origin the browser writes into clientDataJSON: the app URL's scheme, host and port. */
  origin: string;
  name: string;
}

/**
 * The relying party of the deployment: the app URL the e-mails link to (APP_URL) is where the panel
 * is served, so its host is the RP ID and its origin the one expected. WebAuthn takes no IP
 * address as an RP ID: such an app URL is a configuration error, refused here.
 */
export function relyingParty(appUrl: string = env().APP_URL): RelyingParty {
  const url = new URL(appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) throw new Error(`APP_URL ${appUrl} names an IP address: passkeys need a domain (use http://localhost locally)`);
  return { id: url.hostname, origin: url.origin, name: 'Assetbook' };
}

/** The challenge a response's clientDataJSON answers, or null when it is not there to read. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Whether a signature counter may follow the stored one (WebAuthn Level 3, 6.1.1): it must grow,
 * unless the authenticator keeps none (both zero, as synced passkeys do). Equal or lower, with either
 * non-zero, is what a cloned authenticator shows: refused.
 */
export function counterMovesOn(stored: number, received: number): boolean {
  if (stored === 0 && received === 0) return true;
  return received > stored;
}

interface Account {
  _id: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
}

interface KnownCredential {
  credentialId: string;
  transports?: string[];
}

/**
 * Options for a new passkey of the account: discoverable (its user handle is the account id, so a
 * passkey alone names the account), user verification preferred, no attestation (the product trusts
 * no authenticator model more than another), the account's passkeys excluded.
 */
export function registrationOptions(account: Account, existing: readonly KnownCredential[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(account._id),
    userName: account.email || account.phone || account._id,
    userDisplayName: [account.firstName, account.lastName].filter(Boolean).join(' '),
    timeout: webauthnSeconds * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((credential) => ({ id: credential.credentialId, transports: credential.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  });
}

/** Options for an assertion: of any passkey of this RP (none named: a discoverable sign-in), or of the ones named. */
export function assertionOptions(allowed: readonly KnownCredential[] = []): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    timeout: webauthnSeconds * 1000,
    userVerification: 'preferred',
    ...(allowed.length > 0 ? { allowCredentials: allowed.map((credential) => ({ id: credential.credentialId, transports: credential.transports })) } : {}),
  });
}

export interface NewCredential {
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
  deviceType: 'singleDevice' | 'multiDevice';
  aaguid: string;
}

/** A new credential checked against the challenge taken for it, the origin and the RP ID; PasskeyNotRecognized otherwise. */
export async function verifiedRegistration(response: RegistrationResponseJSON, challenge: string): Promise<NewCredential> {
  const rp = relyingParty();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw new AppError('PasskeyNotRecognized');
  const { credential, credentialBackedUp, credentialDeviceType, aaguid } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: response.response.transports ?? [],
    backedUp: credentialBackedUp,
    deviceType: credentialDeviceType,
    aaguid,
  };
}

export interface StoredCredential extends KnownCredential {
  publicKey: string;
}

/**
 * An assertion checked against the challenge taken for it, the origin, the RP ID and the stored
 * public key; PasskeyNotRecognized otherwise. The library is given a counter of 0 so that the
 * counter's rule is counterMovesOn's alone, with its own error.
 */
export async function verifiedAssertion(response: AuthenticationResponseJSON, challenge: string, stored: StoredCredential): Promise<{ counter: number; userVerified: boolean }> {
  const rp = relyingParty();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: stored.credentialId, publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')), counter: 0, transports: stored.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw new AppError('PasskeyNotRecognized');
  return { counter: result.authenticationInfo.newCounter, userVerified: result.authenticationInfo.userVerified };
}
