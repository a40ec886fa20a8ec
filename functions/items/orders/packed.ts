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
 * How many of `candidates` (in the list's order) lie on the near side of the cursor: the first
 * chunk read may hold items before it, and only their sort keys tell. A binary search, so a chunk's
 * candidates cost a few reads of `keyOf`, not one each.
 */
export async function countBeforeCursor(
  candidates: readonly number[],
  keyOf: (seq: number) => Promise<string | undefined>,
  after: string,
  descending: boolean,
): Promise<number> {
  let low = 0;
  let high = candidates.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const key = await keyOf(candidates[middle]!);
    // An item gone since (no key) is dropped later; it is taken as beyond, so the search stays monotone enough.
    if (key === undefined || isBeyond(key, after, descending)) high = middle;
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
 * (in order, `cleanKeys` giving the keys of as many as were read), `changed` the matches with known
 * keys past the cursor. When nothing changed, the page is read off `clean` without any key; else the
 * first `skip + limit + 1` of `clean` need their keys, and the caller reads them. `clean` holds
 * `skip + limit + 1` matches unless the packed order ended before.
 */
export function mergedPage(
  clean: readonly number[],
  cleanKeys: ReadonlyMap<number, string>,
  changed: readonly Keyed[],
  { skip, limit, descending }: { skip: number; limit: number; descending: boolean },
): { seqs: number[]; more: boolean } {
  const wanted = skip + limit;
  // `clean` holds one match past the page unless the order ended, so its length tells whether more follow.
  if (changed.length === 0) return { seqs: clean.slice(skip, wanted), more: clean.length > wanted };
  const head = clean.slice(0, wanted + 1).flatMap((seq) => {
    const key = cleanKeys.get(seq);
    return key === undefined ? [] : [{ seq, key }];
  });
  const merged = [...head, ...changed].sort((a, b) => compareKeys(a.key, b.key, descending));
  return { seqs: merged.slice(skip, wanted).map(({ seq }) => seq), more: clean.length + changed.length > wanted };
}
