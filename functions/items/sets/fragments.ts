import { tableName } from '../../lib/db/client';
import { keys } from '../../lib/db/keys';
import { readInOrder } from '../../lib/db/queries';
import { setMembers } from '../store/reads';
import { chunkOf, positionOfSlot, setName, slotOf, slotSpan, type CodeField } from './memberships';
import { serialHeadsStartingWith } from './markers';
import { maxGramPosition, maxPrefixLength, minFragmentLength } from './search-terms';

/**
 * Codes and serial numbers found by a fragment (docs/decisions.md, "Codes and serials found by any
 * part"). Every run of 3 folded characters of a code or serial number is a set, kept per slot (the
 * field and the position it starts at), and a serial number's starts are sets of their own. A
 * fragment is at position p of a value when each of its runs is at p plus the run's offset; runs
 * that together cover every character of the fragment (coverOffsets) are enough, so the match is
 * exact without reading a single item. The first run read (the fragment's end, usually the rarest
 * part of a code) finds where the fragment may start; each further run is read only at the slots
 * and chunks those candidates are in, and the reading stops once none is left.
 */

/** Items (sequence numbers) per slot where a fragment may start. */
type Candidates = Map<number, Set<number>>;

/** A chunk-number range of a run's set: slot x slotSpan + chunk, both ends included. */
export interface SlotRange {
  from: number;
  to: number;
}

/** Reads the members of a run's set in the ranges asked for, per slot. */
export type GramReader = (gram: string, ranges: SlotRange[]) => Promise<Map<number, Set<number>>>;

/** More ranges than this for one run are read as one range spanning them. */
const maxRangesPerRead = 6;

/**
 * The offsets of the runs that cover a fragment's characters from `from` on, the last run first
 * (the end of a code varies most, its start is often shared): "abcdefg" is covered by efg, bcd, abc.
 */
export function coverOffsets(length: number, from = 0): number[] {
  const offsets = [length - minFragmentLength];
  while (offsets[offsets.length - 1]! > from) offsets.push(Math.max(offsets[offsets.length - 1]! - minFragmentLength, 0));
  return offsets;
}

const lastSlotRange = (field: CodeField) => slotOf(field, maxGramPosition - 1) * slotSpan + slotSpan - 1;

/**
 * Items with the fragment (folded characters, at least 3) inside one of `fields`: anywhere in a
 * code, from position 1 on in a serial number (its start is in its start sets). With `seed`, only
 * fragments starting at the seed's slots, among its items, checked from character `from` on.
 */
export async function gramMatches(chars: readonly string[], fields: readonly CodeField[], read: GramReader, seed?: { candidates: Candidates; from: number }): Promise<Set<number>> {
  let candidates = seed?.candidates;
  for (const offset of coverOffsets(chars.length, seed?.from ?? 0)) {
    const gram = chars.slice(offset, offset + minFragmentLength).join('');
    if (!candidates) {
      const ranges = fields
        .map((field) => ({ from: slotOf(field, (field === 'serial' ? 1 : 0) + offset) * slotSpan, to: lastSlotRange(field) }))
        .filter((range) => range.from <= range.to);
      candidates = new Map();
      if (ranges.length === 0) break;
      for (const [slot, seqs] of await read(gram, ranges)) if (seqs.size) candidates.set(slot - offset, seqs);
    } else {
      const wanted = new Map<number, Set<number>>();
      for (const [start, seqs] of candidates) {
        // A run past the indexed positions was never written: the fragment is not found there.
        if (positionOfSlot(start) + offset < maxGramPosition) wanted.set(start + offset, seqs);
      }
      const found = wanted.size ? await read(gram, rangesOf(wanted)) : new Map<number, Set<number>>();
      const kept: Candidates = new Map();
      for (const [start, seqs] of candidates) {
        const there = found.get(start + offset);
        const both = there ? new Set([...seqs].filter((seq) => there.has(seq))) : new Set<number>();
        if (both.size) kept.set(start, both);
      }
      candidates = kept;
    }
    if (candidates.size === 0) break;
  }
  const matches = new Set<number>();
  for (const seqs of candidates?.values() ?? []) for (const seq of seqs) matches.add(seq);
  return matches;
}

/** The chunk ranges holding these items at these slots, merged, and at most maxRangesPerRead of them. */
function rangesOf(wanted: Map<number, Set<number>>): SlotRange[] {
  const ranges = [...wanted]
    .map(([slot, seqs]) => {
      const chunks = [...seqs].map(chunkOf);
      return { from: slot * slotSpan + Math.min(...chunks), to: slot * slotSpan + Math.max(...chunks) };
    })
    .sort((a, b) => a.from - b.from);
  const merged: SlotRange[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to + 1) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged.length <= maxRangesPerRead ? merged : [{ from: merged[0]!.from, to: merged[merged.length - 1]!.to }];
}

/** Reads runs' sets from the table: one Query per range, each reading only the chunks in it. */
function gramReader(companyId: string): GramReader {
  return async (gram, ranges) => {
    const set = setName.gram(gram);
    const sortKey = (chunk: number) => keys.itemSetChunk(companyId, set, chunk).sk;
    const rows = await Promise.all(
      ranges.map((range) =>
        readInOrder<{ sk: string; m?: Set<number> }>(
          {
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
            ExpressionAttributeValues: { ':pk': keys.itemSetOf(companyId, set).pk, ':from': sortKey(range.from), ':to': sortKey(range.to) },
          },
          Infinity,
        ),
      ),
    );
    const found = new Map<number, Set<number>>();
    // A chunk whose last member left keeps its row without a member set.
    for (const row of rows.flat()) {
      if (!row.m?.size) continue;
      const slot = Math.floor(Number(row.sk) / slotSpan);
      const seqs = found.get(slot) ?? new Set<number>();
      for (const seq of row.m) seqs.add(Number(seq));
      found.set(slot, seqs);
    }
    return found;
  };
}

/**
 * Items whose serial number starts with these folded characters (any number of them): the start
 * sets of the heads that begin with them for 1 or 2 characters (memberships.ts, serialHeadOf), a
 * start set from 3 up to maxPrefixLength characters, the runs beyond it checked at their exact positions.
 */
export async function serialStartMembers(companyId: string, folded: string, read: GramReader = gramReader(companyId)): Promise<Set<number>> {
  const chars = [...folded];
  if (chars.length < minFragmentLength) {
    const heads = await serialHeadsStartingWith(companyId, folded);
    const sets = await Promise.all(heads.map((head) => setMembers(companyId, setName.serialStart(head))));
    return new Set(sets.flatMap((set) => [...set]));
  }
  if (chars.length <= maxPrefixLength) return setMembers(companyId, setName.serialStart(folded));
  const start = await setMembers(companyId, setName.serialStart(chars.slice(0, maxPrefixLength).join('')));
  if (start.size === 0) return start;
  return gramMatches(chars, ['serial'], read, { candidates: new Map([[slotOf('serial', 0), start]]), from: maxPrefixLength });
}

/** Items whose code or serial number (as `fields` say) holds the folded fragment (3 characters or more) anywhere. */
export async function fragmentMembers(companyId: string, folded: string, fields: readonly CodeField[]): Promise<Set<number>> {
  const read = gramReader(companyId);
  const [atStart, inside] = await Promise.all([
    fields.includes('serial') ? serialStartMembers(companyId, folded, read) : new Set<number>(),
    gramMatches([...folded], fields, read),
  ]);
  return new Set([...atStart, ...inside]);
}
