import { createHash, randomBytes } from 'node:crypto';
import { accessTokenPrefix } from '../../shared/access-token';

/** A new access token's secret: the prefix and 256 random bits. */
export function newSecret(): string {
  return `${accessTokenPrefix}${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a secret, and how a call finds its token: its SHA-256, hex. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A token's last use is written at most this often: a busy token costs one write a minute, not one a call. */
export const lastUseResolutionMs = 60_000;

/** Whether a call at `now` should record the token's use (its last recorded use is older than the resolution). */
export function lastUseDue(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= lastUseResolutionMs;
}
