import { describe, expect, it } from 'vitest';
import { countBeforeCursor, mergedPage, packSeqs, unpackSeqs } from './packed';

describe('packed item numbers', () => {
  it('keep their order in 3 bytes each, and in 4 once a number passes 2^24', () => {
    const small = [5, 1, 70_000, 16_777_215, 2];
    expect(packSeqs(small).length).toBe(1 + 3 * small.length);
    expect(unpackSeqs(packSeqs(small))).toEqual(small);
    const large = [3, 16_777_216, 4_000_000_000];
    expect(packSeqs(large).length).toBe(1 + 4 * large.length);
    expect(unpackSeqs(packSeqs(large))).toEqual(large);
    expect(unpackSeqs(packSeqs([]))).toEqual([]);
  });
});

describe('the items of the cursor chunk on its near side', () => {
  const keys = new Map([
    [1, 'apple#1'],
    [2, 'banana#2'],
    [3, 'cherry#3'],
    [4, 'date#4'],
  ]);
  const reads: number[] = [];
  const keyOf = async (seq: number) => {
    reads.push(seq);
    return keys.get(seq);
  };

  it('are counted by a binary search over their keys', async () => {
    expect(await countBeforeCursor([1, 2, 3, 4], keyOf, 'banana#2', false)).toBe(2);
    expect(await countBeforeCursor([1, 2, 3, 4], keyOf, 'a', false)).toBe(0);
    expect(await countBeforeCursor([1, 2, 3, 4], keyOf, 'zzz', false)).toBe(4);
    expect(await countBeforeCursor([4, 3, 2, 1], keyOf, 'cherry#3', true)).toBe(2);
  });

  it('read a few keys, not one per item', async () => {
    reads.length = 0;
    const many = Array.from({ length: 1000 }, (_, index) => index);
    const key = (seq: number) => `k${String(seq).padStart(4, '0')}`;
    const read: number[] = [];
    expect(await countBeforeCursor(many, async (seq) => (read.push(seq), key(seq)), key(600), false)).toBe(601);
    expect(read.length).toBeLessThanOrEqual(11);
  });
});

describe('a page merged from the packed order and the changes since', () => {
  it('is read off the packed order alone when nothing changed', () => {
    expect(mergedPage([1, 2, 3, 4], new Map(), [], { skip: 0, limit: 3, descending: false })).toEqual({ seqs: [1, 2, 3], more: true });
    expect(mergedPage([1, 2, 3], new Map(), [], { skip: 1, limit: 3, descending: false })).toEqual({ seqs: [2, 3], more: false });
  });

  it('places changed items by their keys among the first clean ones', () => {
    const cleanKeys = new Map([
      [1, 'b#1'],
      [2, 'd#2'],
      [3, 'f#3'],
    ]);
    const changed = [
      { seq: 9, key: 'a#9' },
      { seq: 8, key: 'e#8' },
    ];
    expect(mergedPage([1, 2, 3], cleanKeys, changed, { skip: 0, limit: 2, descending: false })).toEqual({ seqs: [9, 1], more: true });
    expect(mergedPage([1, 2, 3], cleanKeys, changed, { skip: 2, limit: 2, descending: false })).toEqual({ seqs: [2, 8], more: true });
    expect(mergedPage([1, 2, 3], cleanKeys, changed, { skip: 4, limit: 2, descending: false })).toEqual({ seqs: [3], more: false });
  });

  it('merges descending the same way', () => {
    const cleanKeys = new Map([
      [3, 'f#3'],
      [2, 'd#2'],
    ]);
    expect(mergedPage([3, 2], cleanKeys, [{ seq: 8, key: 'e#8' }], { skip: 0, limit: 3, descending: true })).toEqual({ seqs: [3, 8, 2], more: false });
  });
});
