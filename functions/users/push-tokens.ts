import { getUser, replacePushTokens } from './store';

/**
 * Forgets device tokens the push service called dead. The list is written back only if nobody
 * changed it meanwhile (a browser saving a new token at that moment), else read again.
 */
export async function dropPushTokens(userId: string, dead: readonly string[]): Promise<void> {
  if (dead.length === 0) return;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const user = await getUser(userId);
    const known = user?.pushTokens ?? [];
    const kept = known.filter((token) => !dead.includes(token));
    if (!user || kept.length === known.length) return;
    if (await replacePushTokens(userId, known, kept)) return;
  }
}
