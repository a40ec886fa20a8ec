import type { KeyObject } from 'node:crypto';
import { signingKeysJson } from '../adapters/secrets';
import { env } from '../env';
import type { SigningKey } from './jwt';
import { currentSigningKey, parsePrivateKeySet, publicKeysByKid } from './signing-keys';

/**
 * Per-container caches of the token signing keys. After a rotation an issuer signs with the new key
 * within `keysFreshMs`; a verifier that meets the new kid sooner fetches the public keys again, but
 * at most once per `unknownKidRefetchMs`, so tokens with made-up kids cannot turn every request into
 * a Secrets Manager call.
 */
export const keysFreshMs = 5 * 60_000;
export const unknownKidRefetchMs = 30_000;

interface Loaded<T> {
  source: string;
  value: T;
  fetchedAt: number;
}

export class PublicKeyCache {
  private loaded: Loaded<Map<string, KeyObject>> | undefined;
  private inFlight: Promise<Map<string, KeyObject>> | undefined;

  /** `source` names where the keys come from (a changed source, as between test files, is a cache miss). */
  constructor(
    private readonly source: () => string,
    private readonly fetchJson: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The public key published under `kid`, or null when there is none. */
  async get(kid: string | undefined): Promise<KeyObject | null> {
    if (!kid) return null;
    const age = this.loaded?.source === this.source() ? this.now() - this.loaded.fetchedAt : Infinity;
    const known = age === Infinity ? undefined : this.loaded?.value.get(kid);
    if (known && age < keysFreshMs) return known;
    if (!known && age < unknownKidRefetchMs) return null;
    return (await this.refetch()).get(kid) ?? null;
  }

  private refetch(): Promise<Map<string, KeyObject>> {
    this.inFlight ??= (async () => {
      const source = this.source();
      const value = publicKeysByKid(await this.fetchJson());
      this.loaded = { source, value, fetchedAt: this.now() };
      return value;
    })().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }
}

export class SigningKeyCache {
  private loaded: Loaded<Promise<SigningKey>> | undefined;

  constructor(
    private readonly source: () => string,
    private readonly fetchJson: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key new tokens are signed with: the newest of the private set. */
  get(): Promise<SigningKey> {
    const source = this.source();
    if (this.loaded?.source === source && this.now() - this.loaded.fetchedAt < keysFreshMs) return this.loaded.value;
    const value = this.fetchJson().then((json) => currentSigningKey(parsePrivateKeySet(json)));
    const loaded = { source, value, fetchedAt: this.now() };
    this.loaded = loaded;
    value.catch(() => {
      if (this.loaded === loaded) this.loaded = undefined;
    });
    return value;
  }
}

const sourceOf = (kind: 'private' | 'public'): string => {
  const e = env();
  return (kind === 'private' ? (e.JWT_PRIVATE_KEYS ?? e.JWT_PRIVATE_KEYS_SECRET_ARN) : (e.JWT_PUBLIC_KEYS ?? e.JWT_PUBLIC_KEYS_SECRET_ARN)) ?? '';
};

export const publicKeys = new PublicKeyCache(() => sourceOf('public'), () => signingKeysJson('public'));
export const signingKeys = new SigningKeyCache(() => sourceOf('private'), () => signingKeysJson('private'));
