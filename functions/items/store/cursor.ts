import type { ItemSort } from '../../../shared/schemas/items';
import { AppError } from '../../lib/http/errors';

/**
 * The list's `after` cursor: the sort it was made for and the sort key of the last item of a page
 * (its id in creation order). It holds no tenant: the partition is always the caller's, so a cursor
 * from another company only names a position, never data.
 */

export function encodeCursor(sort: ItemSort, sortKey: string): string {
  return Buffer.from(JSON.stringify({ s: sort, k: sortKey }), 'utf8').toString('base64url');
}

/** The sort key a cursor points after; a cursor that is malformed or made for another sort is a ValidationError. */
export function decodeCursor(cursor: string, sort: ItemSort): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown; k?: unknown };
    if (parsed.s === sort && typeof parsed.k === 'string' && parsed.k.length > 0 && parsed.k.length <= 400) return parsed.k;
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('ValidationError', { fields: { after: 'invalid_rule_cursor' } });
}
