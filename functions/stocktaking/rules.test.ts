import { describe, expect, it } from 'vitest';
import type { Item } from '../../shared/schemas/items';
import { keys, stocktakingLineKey } from '../lib/db/keys';
import { lineFits, lineOfItem, withScans } from './lines';
import { actualQuantity, encodeScan, itemSize, linePresence, lineResult, newestScan, scanHash, withScan } from './rules';

const at = (iso: string) => Date.parse(iso);

describe('what a line counts', () => {
  it('counts a single item once however often it is scanned', () => {
    const scans = { a: encodeScan({ at: at('2026-11-22T09:00:00Z'), quantity: null }), b: encodeScan({ at: at('2026-11-22T09:05:00Z'), quantity: null }) };
    expect(actualQuantity('single', scans)).toBe(1);
    expect(actualQuantity('single', {})).toBe(0);
  });

  it('counts a batch item by its newest scan, whatever order the scans arrived in', () => {
    const newer = encodeScan({ at: at('2026-11-22T10:00:00Z'), quantity: 8 });
    const older = encodeScan({ at: at('2026-11-22T09:00:00Z'), quantity: 12 });
    expect(actualQuantity('batch', { x: newer, y: older })).toBe(8);
    expect(actualQuantity('batch', { y: older, x: newer })).toBe(8);
    // Same time on two phones: every server picks the same one (the larger hash).
    const same = at('2026-11-22T10:00:00Z');
    expect(newestScan({ a: encodeScan({ at: same, quantity: 3 }), b: encodeScan({ at: same, quantity: 4 }) })?.hash).toBe('b');
    expect(actualQuantity('batch', { a: encodeScan({ at: same, quantity: null }) })).toBe(1);
  });

  it('compares with the accounting quantity: surplus, lack or match; presence found, missing or unexpected', () => {
    expect([lineResult(10, 12), lineResult(10, 8), lineResult(1, 1), lineResult(0, 1)]).toEqual(['surplus', 'lack', 'match', 'surplus']);
    expect([linePresence(true, { a: '1' }), linePresence(true, {}), linePresence(false, { a: '1' })]).toEqual(['found', 'missing', 'unexpected']);
  });

  it('hashes scan ids short and stable', () => {
    expect(scanHash('5b0e7a52-3f0c-4a51-9b1e-6f0c3d2a7e11')).toHaveLength(11);
    expect(scanHash('a')).toBe(scanHash('a'));
    expect(scanHash('a')).not.toBe(scanHash('b'));
  });
});

describe('the size of a line (one write unit)', () => {
  const company = '01JD2Q4M5X7ZKQ3W8E9R0T1Y2U';
  const stocktaking = 'mhz1x2c3v4b5n6m7q8w9e';
  const item = (overrides: Record<string, unknown> = {}) => ({
    _id: '0000000k1', code: 'QR-000123', title: 'Cordless drill Makita DF333', brand: 'Makita', model: 'DF333DWYE', serial: 'SN-2024-118833',
    accountingType: 'single' as const, quantity: 1, units: null, object: { _id: 'mhz1x2c3v4b5n6m7q8w9f', title: 'Main warehouse' },
    location: { _id: 'mhz1x2c3v4b5n6m7q8w9g', title: 'Aisle 4, shelf 2' }, responsible: { _id: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', name: 'Olena Kovalenko' },
    ...overrides,
  }) as unknown as Item;
  const by = { _id: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', name: 'Olena Kovalenko' };
  const scanned = (line: ReturnType<typeof lineOfItem>, count: number) => {
    let next = line;
    for (let index = 0; index < count; index++) {
      const hash = scanHash(`scan-${index}`);
      const scans = withScan(next.scans, hash, { at: at('2026-11-22T09:00:00Z') + index * 1000, quantity: null }, (kept) => lineFits(withScans(next, kept, next.lastScan ?? { by, at: '2026-11-22T09:00:00.000Z' })));
      next = withScans(next, scans, { by, at: new Date(at('2026-11-22T09:00:00Z') + index * 1000).toISOString() });
    }
    return next;
  };

  it('sizes items as DynamoDB bills them', () => {
    expect(itemSize({ a: 'abc' })).toBe(4);
    expect(itemSize({ n: 12345, b: true, z: null })).toBe(1 + 4 + 1 + 1 + 1 + 1);
    expect(itemSize({ m: { x: 'y' } })).toBe(1 + 3 + 2 + 1);
  });

  it('keeps a typical line within 1 KB however often it is scanned, dropping its oldest scans', () => {
    const line = lineOfItem(company, stocktaking, stocktakingLineKey.expected('0000000k1'), item(), true);
    expect(line.pk).toBe(keys.stocktakingLine(company, stocktaking, stocktakingLineKey.expected('0000000k1')).pk);
    const once = scanned(line, 1);
    expect(itemSize(once as never)).toBeLessThan(800);
    const often = scanned(line, 40);
    expect(itemSize(often as never)).toBeLessThanOrEqual(1024);
    expect(Object.keys(often.scans).length).toBeGreaterThanOrEqual(5);
    expect(often.scans[scanHash('scan-39')]).toBeDefined();
    expect(often.presence).toBe('found');
  });

  it('keeps at least the newest scan of a line whose facts alone fill the unit', () => {
    const long = 'x'.repeat(200);
    const line = lineOfItem(company, stocktaking, stocktakingLineKey.expected('0000000k1'), item({ title: long, brand: long.slice(0, 120), model: long.slice(0, 120), serial: long.slice(0, 120) }), true);
    const often = scanned(line, 3);
    expect(Object.keys(often.scans)).toEqual([scanHash('scan-2')]);
  });
});
