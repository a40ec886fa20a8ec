/**
 * The packed orders' arithmetic, free of storage (docs/decisions.md, "Searches in any order"): item
 * numbers packed into bytes, and the page of a search in some order put together from the matches
 * in the packed order (whose sort keys are not stored) and the matches that changed since its build
 * (whose sort keys are).
 */

/** Item numbers a chunk of a packed order holds: 3 KB, so a whole order of 100,000 items is about 300 KB. */
export const orderChunkSize = 1024;

/**
 * Packs item numbers in order: a first byte gives the width (3 bytes while every number is below
 * 2^24, else 4), then each number big-endian.
 */
export function packSeqs(seqs: readonly number[]): Uint8Array {
  const width = seqs.every((seq) => seq < 2 ** 24) ? 3 : 4;
  const bytes = new Uint8Array(1 + seqs.length * width);
  bytes[0] = width;
  seqs.forEach((seq, index) => {
    for (let byte = 0; byte < width; byte++) bytes[1 + index * width + byte] = (seq >>> (8 * (width - 1 - byte))) & 0xff;
  });
  return bytes;
}

export function unpackSeqs(bytes: Uint8Array): number[] {
  const width = bytes[0] ?? 3;
  const seqs: number[] = [];
  for (let at = 1; at + width <= bytes.length; at += width) {
    let seq = 0;
    for (let byte = 0; byte < width; byte++) seq = seq * 256 + bytes[at + byte]!;
    seqs.push(seq);
  }
  return seqs;
}

/** Whether sort key `key` comes after the cursor `after` in the list's direction. */
export function isBeyond(key: string, after: string | undefined, descending: boolean): boolean {
  if (after === undefined) return true;
  return descending ? key < after : key > after;
}

export function compareKeys(a: string, b: string, descending: boolean): number {
  const order = a < b ? -1 : a > b ? 1 : 0;
  return descending ? -order : order;
}

/**
 * How many of `candidates` (in the list's order) come at or before `key`: the matches of the cursor's
 * chunk on the cursor's near side, or the clean matches before a changed one. A binary search over
 * their keys, so it costs a few reads of `keyOf`, not one per candidate.
 */
export async function countUpTo(
  candidates: readonly number[],
  keyOf: (seq: number) => Promise<string | undefined>,
  key: string,
  descending: boolean,
): Promise<number> {
  let low = 0;
  let high = candidates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const found = await keyOf(candidates[middle]!);
    // An item gone since (no key) is left off the page later; it is taken as beyond.
    if (found === undefined || isBeyond(found, key, descending)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface Keyed {
  seq: number;
  key: string;
}

/**
 * The page of the merged order: `clean` are the first matches of the packed order past the cursor
 * (one more than `skip + limit` unless the order ended), `changed` the matches with known keys past
 * the cursor, in order, and `ranks[i]` how many of `clean` come before `changed[i]`. No key of a clean
 * item is needed beyond those ranks, so a deep offset reads a few keys per changed match, not the
 * items before the page.
 */
export function mergedPage(
  clean: readonly number[],
  changed: readonly Keyed[],
  ranks: readonly number[],
  { skip, limit }: { skip: number; limit: number },
): { seqs: number[]; more: boolean } {
  const wanted = skip + limit;
  const merged: number[] = [];
  let next = 0;
  let nextChanged = 0;
  while (merged.length <= wanted && (next < clean.length || nextChanged < changed.length)) {
    const changedFirst = nextChanged < changed.length && (next >= clean.length || ranks[nextChanged]! <= next);
    merged.push(changedFirst ? changed[nextChanged++]!.seq : clean[next++]!);
  }
  return { seqs: merged.slice(skip, wanted), more: merged.length > wanted };
}
