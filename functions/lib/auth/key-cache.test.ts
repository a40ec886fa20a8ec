import { describe, expect, it } from 'vitest';
import { keysFreshMs, PublicKeyCache, SigningKeyCache, unknownKidRefetchMs } from './key-cache';
import { generateSigningKey, publicKeySet, type PrivateKeySet } from './signing-keys';

function fakeStore(set: PrivateKeySet) {
  const store = { set, fetches: 0, now: 1_000_000 };
  const publicCache = new PublicKeyCache(
    () => 'secret-arn',
    async () => {
      store.fetches += 1;
      return JSON.stringify(publicKeySet(store.set));
    },
    () => store.now,
  );
  const signingCache = new SigningKeyCache(
    () => 'secret-arn',
    async () => {
      store.fetches += 1;
      return JSON.stringify(store.set);
    },
    () => store.now,
  );
  return { store, publicCache, signingCache };
}

describe('the public key cache', () => {
  it('fetches once per container while fresh, and again when stale', async () => {
    const first = generateSigningKey();
    const { store, publicCache } = fakeStore({ keys: [first] });
    expect(await publicCache.get(first.kid)).not.toBeNull();
    expect(await publicCache.get(first.kid)).not.toBeNull();
    expect(store.fetches).toBe(1);
    store.now += keysFreshMs;
    expect(await publicCache.get(first.kid)).not.toBeNull();
    expect(store.fetches).toBe(2);
  });

  it('refetches once for a new kid, and made-up kids cannot make it refetch more than once per interval', async () => {
    const first = generateSigningKey();
    const { store, publicCache } = fakeStore({ keys: [first] });
    await publicCache.get(first.kid);
    const second = generateSigningKey();
    store.set = { keys: [first, second] };
    // Within the interval an unknown kid is simply unknown.
    expect(await publicCache.get(second.kid)).toBeNull();
    store.now += unknownKidRefetchMs;
    expect(await publicCache.get(second.kid)).not.toBeNull();
    expect(store.fetches).toBe(2);
    await Promise.all(Array.from({ length: 50 }, (_, i) => publicCache.get(`bogus-${i}`)));
    expect(store.fetches).toBe(2);
    store.now += unknownKidRefetchMs;
    expect(await Promise.all(Array.from({ length: 50 }, (_, i) => publicCache.get(`bogus-${i}`)))).toEqual(Array(50).fill(null));
    expect(store.fetches).toBe(3);
    expect(await publicCache.get(undefined)).toBeNull();
  });
});

describe('the signing key cache', () => {
  it('signs with the newest key and takes up a rotation once its copy is stale', async () => {
    const old = generateSigningKey(new Date('2026-01-01T00:00:00Z'));
    const { store, signingCache } = fakeStore({ keys: [old] });
    expect((await signingCache.get()).kid).toBe(old.kid);
    const fresh = generateSigningKey(new Date('2026-02-01T00:00:00Z'));
    store.set = { keys: [fresh, old] };
    expect((await signingCache.get()).kid).toBe(old.kid);
    store.now += keysFreshMs;
    expect((await signingCache.get()).kid).toBe(fresh.kid);
    expect(store.fetches).toBe(2);
  });

  it('fails loudly on an empty set and tries again on the next call', async () => {
    const { store, signingCache } = fakeStore({ keys: [] });
    await expect(signingCache.get()).rejects.toThrow(/empty/);
    store.set = { keys: [generateSigningKey()] };
    expect((await signingCache.get()).kid).toBe(store.set.keys[0]!.kid);
  });
});
