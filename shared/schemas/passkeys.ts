import * as z from 'zod';
import { limits } from '../limits';
import { fieldError, requiredText } from './common';
import { lazySchema } from './lazy';

/**
 * Passkeys (WebAuthn; issue 27, docs/security.md "Passkeys"): the options the server makes for the
 * browser's navigator.credentials calls and the credentials the browser answers, in the JSON form
 * of WebAuthn Level 3 (binary fields in base64url), as @simplewebauthn/browser reads and writes them.
 */

const base64url = (max: number) => z.string({ error: fieldError.required }).max(max).regex(/^[A-Za-z0-9_-]*$/, { error: fieldError.rule('code') });

/** PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON, for the browser to pass on as they are. */
export const passkeyOptionsAnswer = lazySchema(() =>
  z
    .object({
      options: z.looseObject({ challenge: z.string(), timeout: z.number().int().optional(), rpId: z.string().optional(), userVerification: z.string().optional() }),
      /** Seconds the options' challenge may be answered in, once. */
      expiresIn: z.number().int(),
    })
    .meta({ id: 'PasskeyOptions' }),
);
export type PasskeyOptionsAnswer = z.infer<typeof passkeyOptionsAnswer>;

const credentialFields = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // Extension outputs are not read (no extension is asked for); kept empty.
  clientExtensionResults: z.unknown().transform(() => ({})),
};

/** RegistrationResponseJSON: what navigator.credentials.create() made, as startRegistration answers it. */
export const passkeyRegistrationCredential = lazySchema(() =>
  z.object({
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(65_536),
      transports: z.array(z.string().max(32)).max(10).optional(),
    }),
  }),
);

/** AuthenticationResponseJSON: what navigator.credentials.get() made, as startAuthentication answers it. */
export const passkeyAssertion = lazySchema(() =>
  z
    .object({
      ...credentialFields,
      response: z.object({
        clientDataJSON: base64url(8192),
        authenticatorData: base64url(8192),
        signature: base64url(2048),
        userHandle: base64url(512).optional(),
      }),
    })
    .meta({ id: 'PasskeyAssertion' }),
);
export type PasskeyAssertion = z.output<typeof passkeyAssertion>;

export const addPasskeyBody = lazySchema(() =>
  z.object({ name: requiredText(limits.passkeyNameMaxLength), credential: passkeyRegistrationCredential }).meta({ id: 'AddPasskeyBody' }),
);
export type AddPasskeyInput = z.output<typeof addPasskeyBody>;

export const passkeySchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      /** Whether the passkey is synced between devices (a passkey provider) or bound to one authenticator. */
      backedUp: z.boolean(),
    })
    .meta({ id: 'Passkey' }),
);
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysAnswer = lazySchema(() => z.object({ data: z.array(passkeySchema) }).meta({ id: 'Passkeys' }));

export const passkeyParams = lazySchema(() => z.object({ id: base64url(1024).min(1, { error: fieldError.required }) }));

export const passkeySignInBody = lazySchema(() => z.object({ credential: passkeyAssertion }).meta({ id: 'PasskeySignInBody' }));

/** The second step of a sign-in, for the options of the account's passkeys. */
export const secondFactorPasskeyOptionsBody = lazySchema(() =>
  z.object({ challenge: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(256) }).meta({ id: 'SecondFactorPasskeyOptionsBody' }),
);
