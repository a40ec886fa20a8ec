import { createHash } from 'node:crypto';
import type { LinePresence, LineResult } from '../../shared/schemas/stocktaking';

/**
 * The pure rules of a line (docs/stocktaking.md): what its applied scans count, and how that
 * compares with the accounting quantity. The store keeps the scans a line holds as a map from the
 * short hash of each scan id to "<at in ms, base 36>" or "<at>:<quantity>".
 */

/** A scan's effect on its line: when the phone recorded it and, for a batch item, the quantity counted. */
export interface AppliedScan {
  at: number;
  quantity: number | null;
}

/**
 * A write costs one unit per started KB of the item (the larger of before and after). A line keeps
 * the scans applied to it (dedupe, undo, newest quantity) only as long as it stays within one unit:
 * past that the oldest scans are dropped from the line (their log entries still make a resend a
 * duplicate). Only a line whose facts alone fill the unit (titles, brand, model and serial near their
 * maximum lengths) goes past it, with its newest scan only.
 */
export const lineSizeBudget = 1024;

/**
 * The size DynamoDB bills for an item: attribute names and values in UTF-8, numbers about one byte
 * per two digits plus one, 1 byte for booleans and nulls, 3 bytes per map or list plus 1 per element.
 */
export function itemSize(item: Record<string, unknown>): number {
  let size = 0;
  for (const [name, value] of Object.entries(item)) if (value !== undefined) size += Buffer.byteLength(name) + valueSize(value);
  return size;
}

function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace(/[.-]/g, '').replace(/^0+/, '').length / 2) + 1;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, element) => sum + 1 + valueSize(element), 0);
  if (typeof value === 'object') return 3 + itemSize(value as Record<string, unknown>) + Object.keys(value).length;
  return 0;
}

/** 66 bits of the SHA-256 of the phone's scan id: short enough for the line, far from colliding within a stocktaking. */
export function scanHash(scanId: string): string {
  return createHash('sha256').update(scanId).digest('base64url').slice(0, 11);
}

export function encodeScan(scan: AppliedScan): string {
  const at = scan.at.toString(36);
  return scan.quantity === null ? at : `${at}:${scan.quantity}`;
}

export function decodeScan(value: string): AppliedScan {
  const [at, quantity] = value.split(':');
  return { at: parseInt(at!, 36), quantity: quantity === undefined ? null : Number(quantity) };
}

/** The newest scan by the phone's time; equal times are ordered by hash so every server picks the same one. */
export function newestScan(scans: Record<string, string>): { hash: string; scan: AppliedScan } | null {
  let newest: { hash: string; scan: AppliedScan } | null = null;
  for (const [hash, value] of Object.entries(scans)) {
    const scan = decodeScan(value);
    if (!newest || scan.at > newest.scan.at || (scan.at === newest.scan.at && hash > newest.hash)) newest = { hash, scan };
  }
  return newest;
}

/**
 * What the remaining scans count: a single item 1 however often scanned; a batch item the quantity
 * of its newest scan (a batch scan without a quantity counts one unit), so an older offline scan
 * arriving later never overrides a newer count.
 */
export function actualQuantity(accountingType: 'single' | 'batch', scans: Record<string, string>): number {
  const newest = newestScan(scans);
  if (!newest) return 0;
  return accountingType === 'single' ? 1 : (newest.scan.quantity ?? 1);
}

export function lineResult(accounting: number, actual: number): LineResult {
  return actual > accounting ? 'surplus' : actual < accounting ? 'lack' : 'match';
}

export function linePresence(expected: boolean, scans: Record<string, string>): LinePresence {
  if (!expected) return 'unexpected';
  return Object.keys(scans).length > 0 ? 'found' : 'missing';
}

/** The scans a line holds after adding one, oldest dropped first while `fits` says the line is too big (the new one always stays). */
export function withScan(scans: Record<string, string>, hash: string, scan: AppliedScan, fits: (scans: Record<string, string>) => boolean): Record<string, string> {
  const next = { ...scans, [hash]: encodeScan(scan) };
  const byAge = Object.keys(next)
    .filter((key) => key !== hash)
    .map((key) => ({ key, at: decodeScan(next[key]!).at }))
    .sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1));
  for (const { key } of byAge) {
    if (fits(next)) break;
    delete next[key];
  }
  return next;
}
