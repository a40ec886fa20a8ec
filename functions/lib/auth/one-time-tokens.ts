import { createHash, randomBytes } from 'node:crypto';

/** A random token for links in e-mails; only its hash is stored, so a table leak reveals no usable link. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
