import { describe, expect, it } from 'vitest';
import { isAppError } from '../lib/http/errors';
import { beginning, decodeSyncCursor, encodeSyncCursor, firstRange, settleMs } from './sync-cursor';

describe('changed-since paging', () => {
  it('a new listing runs from since (in UTC) until a moment before now', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(firstRange('2026-11-23T11:30:00+02:00', now)).toEqual({ since: '2026-11-23T09:30:00.000Z', until: new Date(now.getTime() - settleMs).toISOString() });
    expect(firstRange(undefined, now).since).toBe(beginning);
  });

  it('a cursor carries the range and the position, and comes back unchanged', () => {
    const range = { since: beginning, until: '2026-11-23T09:59:58.000Z', afterKey: '2026-11-23T09:00:00.000Z#00000001a' };
    expect(decodeSyncCursor(encodeSyncCursor(range))).toEqual(range);
  });

  it('a malformed cursor is a ValidationError naming the cursor', () => {
    for (const bad of ['not-a-cursor', Buffer.from('{"s":1}').toString('base64url'), Buffer.from(JSON.stringify({ s: beginning, u: 'x', k: '2026' })).toString('base64url')]) {
      try {
        decodeSyncCursor(bad);
        expect.unreachable();
      } catch (error) {
        expect(isAppError(error) && error.errorName).toBe('ValidationError');
      }
    }
  });
});
