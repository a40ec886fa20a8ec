import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateSigningKey, parsePrivateKeySet, type PrivateKeySet, publicKeySet } from '../../functions/lib/auth/signing-keys';

/** The environment that gives the local functions their token keys: what the two secrets hold in AWS. */
export function signingKeysEnvironment(set: PrivateKeySet = { keys: [generateSigningKey()] }): { JWT_PRIVATE_KEYS: string; JWT_PUBLIC_KEYS: string } {
  return { JWT_PRIVATE_KEYS: JSON.stringify(set), JWT_PUBLIC_KEYS: JSON.stringify(publicKeySet(set)) };
}

/** `npm start`: one key set generated on the first run and kept (owner-only) so sessions survive restarts. */
export function persistentSigningKeys(file: string): { JWT_PRIVATE_KEYS: string; JWT_PUBLIC_KEYS: string } {
  if (!existsSync(file)) writeFileSync(file, JSON.stringify({ keys: [generateSigningKey()] }), { mode: 0o600 });
  return signingKeysEnvironment(parsePrivateKeySet(readFileSync(file, 'utf8')));
}
