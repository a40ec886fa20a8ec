import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { env } from '../env';

/**
 * scrypt at OWASP's recommended parameters (Password Storage Cheat Sheet: N=2^17, r=8, p=1,
 * i.e. 128 MiB per hash). Memory-hard and built into Node, so no native module ships in the bundle.
 * Stored as `scrypt$<N>$<r>$<p>$<salt>$<hash>` so parameters can be raised later and old hashes still verify.
 */
const current = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/** How many times this process has run the KDF: tests count the work a request costs without timing it. */
let runs = 0;
export function kdfRuns(): number {
  return runs;
}

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  runs += 1;
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export type ScryptParams = typeof current;

/**
 * The parameters new hashes get: OWASP's, or in tests a lower N (PASSWORD_KDF_LOG2N, never in AWS),
 * so that the sign-up journeys do not spend most of the suite's time in the KDF.
 */
export function currentParams(): ScryptParams {
  const { PASSWORD_KDF_LOG2N: log2N, AWS_LAMBDA_FUNCTION_NAME: inAws } = env();
  return log2N === undefined || inAws ? current : { ...current, N: 2 ** log2N };
}

/** Hashes at the current parameters; `params` only for fixtures (tests store cheap hashes, which verify as any stored parameters do). */
export async function hashPassword(password: string, params: ScryptParams = currentParams()): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

