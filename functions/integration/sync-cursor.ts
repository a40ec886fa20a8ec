import { AppError } from '../lib/http/errors';

/**
 * Paging of the changed-since list. A listing covers the changes in [since, until): `until` is
 * fixed when the first page is read, a little before that moment, so a change still on its way
 * into the index (GSIs are eventually consistent) falls into the next sync instead of being
 * skipped. The cursor carries the range and the last item's index key; it names no tenant (the
 * partition is always the token's company), so another company's cursor only names a position.
 */

export interface SyncRange {
  since: string;
  until: string;
  afterKey?: string;
}

/** How far behind the present a listing ends: well past the index's usual propagation (under a second). */
export const settleMs = 2_000;

/** The start of time for a listing without `since`: earlier than any item's change. */
export const beginning = '1970-01-01T00:00:00.000Z';

/** The range of a new listing at `now`: changes from `since` (UTC) until a moment ago. */
export function firstRange(since: string | undefined, now: Date): SyncRange {
  return { since: since ? new Date(since).toISOString() : beginning, until: new Date(now.getTime() - settleMs).toISOString() };
}

export function encodeSyncCursor(range: SyncRange & { afterKey: string }): string {
  return Buffer.from(JSON.stringify({ s: range.since, u: range.until, k: range.afterKey }), 'utf8').toString('base64url');
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The range a cursor continues; a malformed one is a ValidationError. */
export function decodeSyncCursor(cursor: string): SyncRange & { afterKey: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown; u?: unknown; k?: unknown };
    const { s, u, k } = parsed;
    if (typeof s === 'string' && typeof u === 'string' && typeof k === 'string' && isoTime.test(s) && isoTime.test(u) && k.length > 0 && k.length <= 200 && k.startsWith('20')) {
      return { since: s, until: u, afterKey: k };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('ValidationError', { fields: { cursor: 'invalid_rule_cursor' } });
}
