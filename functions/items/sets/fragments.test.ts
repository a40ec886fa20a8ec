import { describe, expect, it } from 'vitest';
import { coverOffsets, gramMatches, type GramReader, type SlotRange } from './fragments';
import { placeOf, setName, setsOf, slotOf, slotSpan, type IndexableItem } from './memberships';
import { foldCode, maxPrefixLength } from './search-terms';

const item = (seq: number, code: string | null, serial: string | null): IndexableItem & { seq: number } => ({
  seq,
  _id: String(seq),
  title: 'Thing',
  code,
  totalCents: 0,
  brand: null,
  model: null,
  type: null,
  serial,
  responsibleId: null,
  objectId: null,
  locationId: null,
  status: 'marked',
  hasPhoto: false,
  customs: {},
});

/** The sets these items' markers name, as the table would hold them: runs by set and chunk number, starts by name. */
function inMemory(items: ReturnType<typeof item>[]) {
  const chunks = new Map<string, Map<number, Set<number>>>();
  const starts = new Map<string, Set<number>>();
  for (const { seq, ...fields } of items) {
    for (const name of setsOf(fields)) {
      if (name.startsWith('ss#')) starts.set(name, new Set([...(starts.get(name) ?? []), seq]));
      if (!name.startsWith('g#')) continue;
      const { set, chunk } = placeOf(name, seq);
      const rows = chunks.get(set) ?? new Map<number, Set<number>>();
      rows.set(chunk, new Set([...(rows.get(chunk) ?? []), seq]));
      chunks.set(set, rows);
    }
  }
  const reads: { gram: string; ranges: SlotRange[] }[] = [];
  const read: GramReader = async (gram, ranges) => {
    reads.push({ gram, ranges });
    const found = new Map<number, Set<number>>();
    for (const [chunk, seqs] of chunks.get(setName.gram(gram)) ?? []) {
      if (!ranges.some((range) => chunk >= range.from && chunk <= range.to)) continue;
      const slot = Math.floor(chunk / slotSpan);
      found.set(slot, new Set([...(found.get(slot) ?? []), ...seqs]));
    }
    return found;
  };
  /** What search finds: a serial number's start, or a run of runs anywhere in a code or serial number. */
  const search = async (query: string, fields: ('code' | 'serial')[] = ['code', 'serial']) => {
    const chars = [...foldCode(query)];
    let atStart = new Set<number>();
    if (fields.includes('serial')) {
      const start = starts.get(setName.serialStart(chars.slice(0, maxPrefixLength).join(''))) ?? new Set<number>();
      atStart = chars.length <= maxPrefixLength ? start : await gramMatches(chars, ['serial'], read, { candidates: new Map([[slotOf('serial', 0), start]]), from: maxPrefixLength });
    }
    const inside = await gramMatches(chars, fields, read);
    return [...new Set([...atStart, ...inside])].sort((a, b) => a - b);
  };
  return { search, reads };
}

describe('fragments of codes and serial numbers', () => {
  it('covers every character of a fragment with runs, the last one first', () => {
    expect(coverOffsets(3)).toEqual([0]);
    expect(coverOffsets(4)).toEqual([1, 0]);
    expect(coverOffsets(7)).toEqual([4, 1, 0]);
    expect(coverOffsets(9)).toEqual([6, 3, 0]);
    // Past a serial number's kept start: only the characters after it.
    expect(coverOffsets(18, maxPrefixLength)).toEqual([15]);
    expect(coverOffsets(20, maxPrefixLength)).toEqual([17, 14]);
  });

  it('finds the issue examples in SN-MS-1000420 and not in its neighbours', async () => {
    const { search } = inMemory([item(1, 'QR-7731', 'SN-MS-1000420'), item(2, null, 'SN-MT-1000421'), item(3, 'AB0420X', null)]);
    expect(await search('SN-MS-1000')).toEqual([1]);
    expect(await search('1000420')).toEqual([1]);
    expect(await search('0420')).toEqual([1, 3]);
    expect(await search('sn-ms')).toEqual([1]);
    expect(await search('sn ms 1000 420')).toEqual([1]);
    expect(await search('773')).toEqual([1]);
    expect(await search('0420', ['serial'])).toEqual([1]);
    expect(await search('b0420x', ['serial'])).toEqual([]);
  });

  it('keeps a fragment whose runs are all there, but apart, out of the count', async () => {
    const { search } = inMemory([item(1, null, 'ABCXBCD'), item(2, null, 'XABCD'), item(3, 'BCDABC', null)]);
    expect(await search('abcd')).toEqual([2]);
    expect(await search('bcd')).toEqual([1, 2, 3]);
  });

  it('folds case, separators and Cyrillic on both sides', async () => {
    const { search } = inMemory([item(1, null, 'ЗВ-Ёж-0042'), item(2, 'ЖУК-77', null)]);
    expect(await search('вёж')).toEqual([1]);
    expect(await search('ЗВЕЖ00')).toEqual([1]);
    expect(await search('жук7')).toEqual([2]);
    expect(await search('Ж.У.К')).toEqual([2]);
  });

  it('finds exactly what a plain substring search finds, long values and many chunks included', async () => {
    let state = 7;
    const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const text = (length: number) => Array.from({ length }, () => 'ab1-'[Math.floor(random() * 4)]).join('');
    const items = Array.from({ length: 400 }, (_, n) => item(1 + n * 97, random() < 0.3 ? null : text(3 + Math.floor(random() * 12)), random() < 0.2 ? null : text(2 + Math.floor(random() * 70))));
    const { search } = inMemory(items);
    const expected = (query: string) =>
      items
        .filter(({ code, serial }) => [code, serial].some((value) => value !== null && foldCode(value).slice(0, 50).includes(foldCode(query))))
        .map(({ seq }) => seq);
    for (let n = 0; n < 150; n++) {
      const query = text(3 + Math.floor(random() * 18));
      if (foldCode(query).length < 3) continue;
      expect(await search(query), query).toEqual(expected(query));
    }
  });

  it('passes over a chunk whose members have all left (its row stays, without members)', async () => {
    const asked: SlotRange[][] = [];
    const read: GramReader = async (gram, ranges) => {
      asked.push(ranges);
      return new Map(gram === 'cde' ? [[slotOf('code', 2), new Set<number>()]] : []);
    };
    expect([...(await gramMatches([...'abcde'], ['code'], read))]).toEqual([]);
    // Nothing left to look for after the first run: no read of an empty (unbounded) range.
    expect(asked).toHaveLength(1);
  });

  it('reads further runs only where the first one left candidates', async () => {
    const items = [item(1, null, 'SN-MS-1000420'), ...Array.from({ length: 50 }, (_, n) => item(5000 + n * 300, null, `SN-MS-1${String(n).padStart(6, '0')}`))];
    const { search, reads } = inMemory(items);
    expect(await search('1000420', ['serial'])).toEqual([1]);
    // The last run (420) first, at every serial position; then each other run at the one slot and chunk left.
    expect(reads[0]).toEqual({ gram: '420', ranges: [{ from: slotOf('serial', 5) * slotSpan, to: slotOf('serial', 47) * slotSpan + slotSpan - 1 }] });
    expect(reads.slice(1).map((entry) => entry.ranges)).toEqual([
      [{ from: slotOf('serial', 5) * slotSpan, to: slotOf('serial', 5) * slotSpan }],
      [{ from: slotOf('serial', 4) * slotSpan, to: slotOf('serial', 4) * slotSpan }],
    ]);
    reads.length = 0;
    expect(await search('9999', ['serial'])).toEqual([]);
    expect(reads).toHaveLength(1);
  });
});
