import { describe, expect, it } from 'vitest';
import { chunkOf, chunkSize, itemIdOf, seqOf, setMoves, setName, setsOf, type IndexableItem } from './memberships';

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

  it('an item is in its filter values, custom fields, code, serial and word prefixes', () => {
    const sets = setsOf(item());
    expect(sets).toEqual(
      expect.arrayContaining([
        setName.facet('brand', 'bosch'),
        setName.facet('status', 'marked'),
        setName.facet('responsible', 'user-1'),
        setName.custom('Colour'),
        setName.custom('Colour=red'),
        setName.code('qr-1'),
        setName.serial('sn-9'),
        setName.prefix('w'),
        setName.prefix('walker'),
        setName.prefix('dri'),
        setName.prefix('bosch'),
      ]),
    );
    expect(sets).not.toContain(setName.facet('withPhoto', 'yes'));
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
