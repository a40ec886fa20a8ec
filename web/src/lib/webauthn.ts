import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's passkey prompts (navigator.credentials through @simplewebauthn/browser), loaded on
 * first use so that the library stays out of the initial route. The options come from the API as
 * they are; what the prompts answer goes back to it as it is.
 */

/** The prompt did not give a credential: cancelled, timed out, refused by the browser or the device. */
export class PasskeyPromptError extends Error {
  constructor(cause: unknown) {
    super('The passkey prompt gave no credential', { cause });
    this.name = 'PasskeyPromptError';
  }
}

export const isPasskeyPromptError = (error: unknown): error is PasskeyPromptError => error instanceof PasskeyPromptError;

/** Whether this browser has WebAuthn at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Makes a passkey with options of POST /auth/account/passkeys/options. */
export async function createPasskey(options: object): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw new PasskeyPromptError(error);
  }
}

/** Signs options of a sign-in (any of the site's passkeys, or the ones they list) with a passkey. */
export async function assertWithPasskey(options: object): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw new PasskeyPromptError(error);
  }
}
