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
 * The scans a line keeps (dedupe, undo, newest quantity). A line item must stay under 1 KB so that
 * recording a scan costs one write unit for it; past this many scans of one line the oldest is
 * dropped from the line (its log entry still makes a resend of it a duplicate).
 */
export const scansKeptPerLine = 16;

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

/** The scans a line keeps after adding one: the oldest are dropped past scansKeptPerLine. */
export function withScan(scans: Record<string, string>, hash: string, scan: AppliedScan): Record<string, string> {
  const next = { ...scans, [hash]: encodeScan(scan) };
  const hashes = Object.keys(next);
  if (hashes.length <= scansKeptPerLine) return next;
  const byAge = hashes
    .filter((key) => key !== hash)
    .map((key) => ({ key, at: decodeScan(next[key]!).at }))
    .sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : 1));
  for (const { key } of byAge.slice(0, hashes.length - scansKeptPerLine)) delete next[key];
  return next;
}
