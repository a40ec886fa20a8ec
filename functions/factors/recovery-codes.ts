import { createHash, randomInt } from 'node:crypto';
import { limits } from '../../shared/limits';

/**
 * Recovery codes of the second factor: ten random codes of 10 characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L), about 49 bits each, shown once as XXXXX-XXXXX. Only their SHA-256 is
 * stored: at this entropy a fast hash is enough (like the one-time link tokens), and a used code is
 * removed from the stored set atomically, so it works once.
 */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The canonical form of a typed code: dashes and spaces dropped, upper case (the schema does the same). */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < limits.recoveryCodeLength; index++) code += alphabet[randomInt(alphabet.length)];
  const half = limits.recoveryCodeLength / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** The stored form of a code, bound to its user (a hash from one account's set never matches another's). */
export function hashRecoveryCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${normalizeRecoveryCode(code)}`).digest('base64url');
}

/** A new set: the codes to show once and their hashes to store. */
export function newRecoveryCodes(userId: string): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < limits.recoveryCodeCount) codes.add(newRecoveryCode());
  const shown = [...codes];
  return { codes: shown, hashes: shown.map((code) => hashRecoveryCode(userId, code)) };
}
