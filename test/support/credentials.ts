import { randomUUID } from 'node:crypto';

/** The password of every account the tests make; global-setup.ts hashes it once per run. */
export const password = 'secret-pass';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}
