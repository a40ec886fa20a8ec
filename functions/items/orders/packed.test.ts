import { describe, expect, it } from 'vitest';
import { countUpTo, mergedPage, packSeqs, unpackSeqs } from './packed';

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

describe('the candidates at or before a key', () => {
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
    expect(await countUpTo([1, 2, 3, 4], keyOf, 'banana#2', false)).toBe(2);
    expect(await countUpTo([1, 2, 3, 4], keyOf, 'a', false)).toBe(0);
    expect(await countUpTo([1, 2, 3, 4], keyOf, 'zzz', false)).toBe(4);
    expect(await countUpTo([4, 3, 2, 1], keyOf, 'cherry#3', true)).toBe(2);
  });

  it('read a few keys, not one per item', async () => {
    reads.length = 0;
    const many = Array.from({ length: 1000 }, (_, index) => index);
    const key = (seq: number) => `k${String(seq).padStart(4, '0')}`;
    const read: number[] = [];
    expect(await countUpTo(many, async (seq) => (read.push(seq), key(seq)), key(600), false)).toBe(601);
    expect(read.length).toBeLessThanOrEqual(11);
  });
});

describe('a page merged from the packed order and the changes since', () => {
  const page = { skip: 0, limit: 3 };

  it('is read off the packed order alone when nothing changed', () => {
    expect(mergedPage([1, 2, 3, 4], [], [], page)).toEqual({ seqs: [1, 2, 3], more: true });
    expect(mergedPage([1, 2, 3], [], [], { skip: 1, limit: 3 })).toEqual({ seqs: [2, 3], more: false });
  });

  it('places changed items by how many clean ones come before them', () => {
    // Clean 1 (b), 2 (d), 3 (f); changed 9 (a: before all), 8 (e: after two).
    const changed = [
      { seq: 9, key: 'a#9' },
      { seq: 8, key: 'e#8' },
    ];
    expect(mergedPage([1, 2, 3], changed, [0, 2], { skip: 0, limit: 2 })).toEqual({ seqs: [9, 1], more: true });
    expect(mergedPage([1, 2, 3], changed, [0, 2], { skip: 2, limit: 2 })).toEqual({ seqs: [2, 8], more: true });
    expect(mergedPage([1, 2, 3], changed, [0, 2], { skip: 4, limit: 2 })).toEqual({ seqs: [3], more: false });
  });

  it('puts changed items after every clean one read when the order ended before them', () => {
    expect(mergedPage([1, 2], [{ seq: 7, key: 'z#7' }], [2], page)).toEqual({ seqs: [1, 2, 7], more: false });
  });
});
