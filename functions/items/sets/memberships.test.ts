import { describe, expect, it } from 'vitest';
import { chunkOf, chunkSize, itemIdOf, placeOf, seqOf, serialHeadOf, setMoves, setName, setsOf, slotOf, slotSpan, type IndexableItem } from './memberships';

const item = (overrides: Partial<IndexableItem> = {}): IndexableItem => ({
  _id: itemIdOf(7),
  title: 'Walker drill',
  code: 'QR-1',
  totalCents: 100,
  brand: 'Bosch',
  model: null,
  type: null,
  serial: 'SN-9',
  responsibleId: 'user-1',
  objectId: null,
  locationId: null,
  status: 'marked',
  hasPhoto: false,
  customs: { Colour: 'Red' },
  ...overrides,
});

describe('membership sets', () => {
  it('item ids are sequence numbers that sort by creation and read back', () => {
    expect(itemIdOf(1) < itemIdOf(2)).toBe(true);
    expect(itemIdOf(35) < itemIdOf(36)).toBe(true);
    expect(seqOf(itemIdOf(123_456))).toBe(123_456);
    expect(seqOf('0mhxb8k2a4c9e1f2a3b4c')).toBeNull();
  });

  it('an item is in its filter values, custom fields, code and serial fragments and word prefixes', () => {
    const sets = setsOf(item());
    expect(sets).toEqual(
      expect.arrayContaining([
        setName.facet('brand', 'bosch'),
        setName.facet('status', 'marked'),
        setName.facet('responsible', 'user-1'),
        setName.custom('Colour'),
        setName.custom('Colour=red'),
        setName.gramAt('qr1', slotOf('code', 0)),
        setName.serialStart('sn9'),
        setName.prefix('w'),
        setName.prefix('walker'),
        setName.prefix('dri'),
        setName.prefix('bosch'),
      ]),
    );
    expect(sets).not.toContain(setName.facet('withPhoto', 'yes'));
    // Values long enough for runs are no longer kept whole; the serial filter reads starts and runs.
    expect(sets).not.toContain(setName.code('qr-1'));
    expect(sets).not.toContain(setName.serial('sn-9'));
    expect(sets.some((name) => name.startsWith('f#serial#'))).toBe(false);
    // Starts shorter than the head (3 characters) are found through the heads, not sets of their own.
    expect(sets).not.toContain(setName.serialStart('s'));
    expect(sets).not.toContain(setName.serialStart('sn'));
  });

  it('keeps every run of 3 of a code, and of a serial number from position 1 on beside its starts', () => {
    const sets = setsOf(item({ code: 'AB-12c', serial: 'SN-MS-1000420' }));
    const runs = sets.filter((name) => name.startsWith('g#'));
    expect(runs.filter((name) => Number(name.split('@')[1]) >= slotOf('code', 0))).toEqual(
      ['ab1@50', 'b12@51', '12c@52'].map((run) => `g#${run}`).sort(),
    );
    expect(runs).toContain(setName.gramAt('nms', slotOf('serial', 1)));
    expect(runs).toContain(setName.gramAt('420', slotOf('serial', 8)));
    expect(runs).not.toContain(setName.gramAt('snm', slotOf('serial', 0)));
    expect(sets.filter((name) => name.startsWith('ss#'))).toHaveLength('snms1000420'.length - 2);
    expect(sets.map(serialHeadOf).filter((head) => head !== null)).toEqual(['snm']);
    expect(sets).toContain(setName.serialStart('snms1000420'));
  });

  it('keeps a code or serial number too short for runs whole, as before', () => {
    const sets = setsOf(item({ code: 'A-1', serial: 'Я' }));
    expect(sets).toEqual(expect.arrayContaining([setName.code('a-1'), setName.serial('я'), setName.serialStart('я')]));
    // A serial number shorter than a head is its own head.
    expect(sets.map(serialHeadOf).filter((head) => head !== null)).toEqual(['я']);
    expect(sets.some((name) => name.startsWith('g#'))).toBe(false);
  });

  it('writes a run at a slot to its own chunks of the run set', () => {
    expect(placeOf(setName.gramAt('abc', slotOf('code', 3)), 2 * chunkSize + 5)).toEqual({ set: setName.gram('abc'), chunk: 53 * slotSpan + 2 });
    expect(placeOf(setName.prefix('a@b'), 5)).toEqual({ set: setName.prefix('a@b'), chunk: 0 });
  });

  it('moves an item only between the sets that changed, grouped per chunk', () => {
    const before = setsOf(item());
    const after = setsOf(item({ status: 'in_service', title: 'Walker hammer' }));
    const moves = setMoves([
      { seq: 7, before, after },
      { seq: 8, before, after },
    ]);
    const status = moves.find((move) => move.set === setName.facet('status', 'in_service'));
    expect(status).toEqual({ set: setName.facet('status', 'in_service'), chunk: 0, add: [7, 8], remove: [] });
    expect(moves.find((move) => move.set === setName.prefix('drill'))).toMatchObject({ remove: [7, 8], add: [] });
    expect(moves.some((move) => move.set === setName.prefix('walker'))).toBe(false);
    expect(chunkOf(chunkSize)).toBe(1);
  });
});
