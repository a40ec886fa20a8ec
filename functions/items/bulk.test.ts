import { describe, expect, it } from 'vitest';
import { chunkEndAfter, chunkStartBefore } from './bulk';
import { chunkSize } from './sets/memberships';

describe('settling positions of a reserved range', () => {
  it('a range from a chunk boundary settles whole chunks: 0-2047, 2048-4095, ...', () => {
    const range = { first: 2 * chunkSize, total: 5000 };
    expect([chunkStartBefore(range, 0), chunkEndAfter(range, 0)]).toEqual([0, chunkSize]);
    expect([chunkStartBefore(range, chunkSize + 5), chunkEndAfter(range, chunkSize + 5)]).toEqual([chunkSize, 2 * chunkSize]);
  });

  it('a range starting inside a chunk settles its part of that chunk first, then whole ones', () => {
    const range = { first: 2000, total: 300 };
    expect([chunkStartBefore(range, 10), chunkEndAfter(range, 10)]).toEqual([0, chunkSize - 2000]);
    expect([chunkStartBefore(range, 100), chunkEndAfter(range, 100)]).toEqual([chunkSize - 2000, 2 * chunkSize - 2000]);
  });
});
