import { normalizeTitle } from '../../lib/db/keys';
import { customFacets, facetsOf, type FacetDimension, type IndexedFields } from '../store/indexes';
import { exactTerm, foldCode, gramsOf, minFragmentLength, prefixesOf, searchableWords } from './search-terms';

/**
 * Membership sets: for every filter value, custom field, word prefix, serial number start and run
 * of 3 characters of a code or serial number, the set of the company's items that have it, as
 * numbers (each item's sequence number in its company), stored in chunks of `chunkSize` consecutive
 * numbers. Sets are small (a few bytes per item), so a search or any combination of filters reads
 * them whole, intersects them in memory and knows the exact count; the page's items are then read
 * by id. docs/data-model.md lists them.
 */

/**
 * A chunk holds up to this many item numbers: few enough that changing a dense set (every marked
 * item) rewrites at most about 8 KB, many enough that a sparse set of 100,000 items reads in ~50 rows.
 */
export const chunkSize = 2048;

/** Item ids are the item's sequence number in its company, in base 36, padded so they sort by creation. */
const idLength = 8;

export function itemIdOf(seq: number): string {
  return seq.toString(36).padStart(idLength, '0');
}

/** The sequence number of an item id, or null for an id that is not one (never indexed). */
export function seqOf(itemId: string): number | null {
  if (itemId.length !== idLength || !/^[0-9a-z]+$/.test(itemId)) return null;
  return parseInt(itemId, 36);
}

export function chunkOf(seq: number): number {
  return Math.floor(seq / chunkSize);
}

/**
 * What the sets of an item mean, as its marker records them (sync.ts). Markers of an older layout
 * are brought to this one by the item's next change, or by `reindexItemSets` (sync.ts):
 * 1. filter values, custom fields, word prefixes, whole codes and serial numbers;
 * 2. (issue 25) serial number starts and runs of 3 of codes and serial numbers; whole codes and
 *    serial numbers only when too short for runs; no filter value set for the serial number;
 * 3. serial number starts from 3 characters on (its head), shorter ones answered by the heads.
 */
export const setsLayout = 3;

/** Where a run of 3 characters was found: the field, and its position in the folded value. */
export type CodeField = 'serial' | 'code';
const fieldBase: Record<CodeField, number> = { serial: 0, code: 50 };

/** A slot names the field and the position of a run: serial numbers 0-47, codes 50-97. */
export function slotOf(field: CodeField, position: number): number {
  return fieldBase[field] + position;
}

export function fieldOfSlot(slot: number): CodeField {
  return slot >= fieldBase.code ? 'code' : 'serial';
}

export function positionOfSlot(slot: number): number {
  return slot - fieldBase[fieldOfSlot(slot)];
}

/**
 * The chunks of a run's set are kept per slot: chunk number slot x slotSpan + the item number's
 * chunk, so one read takes a run at every position, or only at the positions and items wanted.
 * Enough for 20 million items per company (docs/data-model.md).
 */
export const slotSpan = 10_000;

export const setName = {
  facet: (dimension: FacetDimension, value: string) => `f#${dimension}#${value}`,
  custom: (facet: string) => `c#${facet}`,
  code: (code: string) => `code#${exactTerm(code)}`,
  serial: (serial: string) => `serial#${exactTerm(serial)}`,
  prefix: (prefix: string) => `w#${prefix}`,
  /** The start of a folded serial number (foldCode), up to maxPrefixLength characters. */
  serialStart: (start: string) => `ss#${start}`,
  /** The set of a run of 3 folded characters of codes and serial numbers (every slot). */
  gram: (gram: string) => `g#${gram}`,
  /** An item's membership of a run's set at one slot, as its marker names it. */
  gramAt: (gram: string, slot: number) => `g#${gram}@${slot}`,
};

/** The set and chunk an item's membership is written to. */
export function placeOf(name: string, seq: number): { set: string; chunk: number } {
  if (!name.startsWith('g#')) return { set: name, chunk: chunkOf(seq) };
  // A run holds letters and digits only, so the last @ starts the slot.
  const at = name.lastIndexOf('@');
  return { set: name.slice(0, at), chunk: Number(name.slice(at + 1)) * slotSpan + chunkOf(seq) };
}

export interface IndexableItem extends IndexedFields {
  customs: Record<string, string>;
}

/** The names of every set the item belongs to. */
export function setsOf(item: IndexableItem): string[] {
  const names = new Set<string>();
  for (const [dimension, value] of Object.entries(facetsOf(item)) as [FacetDimension, string][]) {
    // The serial filter matches starts and fragments (codeSets), never a whole value.
    if (dimension !== 'serial') names.add(setName.facet(dimension, value));
  }
  for (const { facet } of customFacets(item.customs)) names.add(setName.custom(facet));
  if (item.code) codeSets(names, item.code, 'code');
  if (item.serial) codeSets(names, item.serial, 'serial');
  for (const prefix of prefixesOf(searchableWords(item))) names.add(setName.prefix(prefix));
  return [...names].sort();
}

/**
 * A code's runs of 3 at every position; a serial number's starts and its runs from position 1 on
 * (a run at position 0 is a start). A value too short for runs is kept whole, as before. A serial
 * number's starts begin at 3 characters (its head, serialHeadOf): a start of 1 or 2 is answered by
 * the heads that begin with it (sets/fragments.ts), so a company whose serial numbers all start
 * alike does not write two full chunks with every new item. A serial number of 1 or 2 characters is
 * its own head.
 */
function codeSets(names: Set<string>, value: string, field: CodeField): void {
  const folded = foldCode(value);
  const length = [...folded].length;
  if (length < minFragmentLength) names.add(field === 'code' ? setName.code(value) : setName.serial(value));
  const firstPosition = field === 'serial' ? 1 : 0;
  for (const { gram, position } of gramsOf(folded)) if (position >= firstPosition) names.add(setName.gramAt(gram, slotOf(field, position)));
  if (field !== 'serial' || length === 0) return;
  for (const start of prefixesOf([folded])) if ([...start].length >= Math.min(length, minFragmentLength)) names.add(setName.serialStart(start));
}

/**
 * The head of a serial number's start set: its first 3 characters, or the whole serial number
 * when shorter. Answers the head when `name` is a start set of that length, else null. Every head
 * the company has is listed (keys.serialHead), so starts shorter than a head find their sets.
 */
export function serialHeadOf(name: string): string | null {
  if (!name.startsWith('ss#')) return null;
  const start = name.slice('ss#'.length);
  return [...start].length <= minFragmentLength ? start : null;
}

export interface SetMove {
  set: string;
  chunk: number;
  add: number[];
  remove: number[];
}

/**
 * The set changes that take items from the sets they are in (`before`) to the sets they belong to
 * now (`after`), grouped per set chunk so each chunk is written once.
 */
export function setMoves(changes: { seq: number; before: readonly string[]; after: readonly string[] }[]): SetMove[] {
  const moves = new Map<string, SetMove>();
  const move = (name: string, seq: number, kind: 'add' | 'remove') => {
    const { set, chunk } = placeOf(name, seq);
    const key = `${set}\u0000${chunk}`;
    const entry = moves.get(key) ?? { set, chunk, add: [], remove: [] };
    entry[kind].push(seq);
    moves.set(key, entry);
  };
  for (const { seq, before, after } of changes) {
    const old = new Set(before);
    const now = new Set(after);
    for (const name of old) if (!now.has(name)) move(name, seq, 'remove');
    for (const name of now) if (!old.has(name)) move(name, seq, 'add');
  }
  return [...moves.values()];
}

/** Custom-field facet names as the list's `customs` / `customsValue` filter asks for them. */
export function customSetName(field: string, value?: string): string {
  return setName.custom(value === undefined ? field : `${field}=${normalizeTitle(value)}`);
}
