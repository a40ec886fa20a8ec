import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCbor } from './cbor';

/**
 * A software WebAuthn authenticator for API tests: an ES256 (P-256) key pair per credential, a
 * `none` attestation, and assertions signed over authenticatorData and the hash of clientDataJSON,
 * all built by hand (WebAuthn Level 3, sections 6.1 and 6.5). It speaks the JSON form browsers answer.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attestedData: 0x40 };

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  /** The user handle the credential was made for (base64url). */
  userHandle: string;
  rpId: string;
  counter: number;
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  // kty EC2, alg ES256, crv P-256, x, y.
  return encodeCbor(new Map<number, number | Uint8Array>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]));
}

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    private readonly origin: string,
    private readonly options: { userVerified?: boolean } = {},
  ) {}

  private flagsByte(extra = 0): number {
    return flags.userPresent | (this.options.userVerified === false ? 0 : flags.userVerified) | extra;
  }

  /** navigator.credentials.create() for registration options: a new credential, attested `none`. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, overrides: { origin?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rawId = randomBytes(16);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flagsByte(flags.attestedData)]),
      counterBytes(0),
      Buffer.alloc(16),
      Buffer.from([rawId.length >> 8, rawId.length & 0xff]),
      rawId,
      coseKey(publicKey),
    ]);
    const credential: SoftCredential = { id: b64url(rawId), privateKey, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin)),
        attestationObject: b64url(encodeCbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get() for request options: signs with the credential named (or the first
   * allowed, or the first made). The counter moves on by one unless `counter` says what to send.
   */
  assert(options: { challenge: string; rpId?: string; allowCredentials?: { id: string }[] }, overrides: { credentialId?: string; counter?: number; origin?: string } = {}) {
    const allowed = options.allowCredentials?.map((entry) => entry.id);
    const credential =
      this.credentials.find((candidate) => candidate.id === (overrides.credentialId ?? allowed?.find((id) => this.credentials.some((c) => c.id === id)))) ??
      (overrides.credentialId || allowed?.length ? undefined : this.credentials[0]);
    if (!credential) throw new Error('no credential of this authenticator is allowed');
    credential.counter = overrides.counter ?? credential.counter + 1;
    const authenticatorData = Buffer.concat([sha256(options.rpId ?? credential.rpId), Buffer.from([this.flagsByte()]), counterBytes(credential.counter)]);
    const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
