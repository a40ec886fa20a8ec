import { normalizeTitle } from '../../lib/db/keys';
import { customFacets, facetsOf, type FacetDimension, type IndexedFields } from '../store/indexes';
import { exactTerm, prefixesOf, searchableWords } from './search-terms';

/**
 * Membership sets: for every filter value, custom field, code, serial and word prefix, the set of
 * the company's items that have it, as numbers (each item's sequence number in its company),
 * stored in chunks of `chunkSize` consecutive numbers. Sets are small (a few bytes per item), so a
 * search or any combination of filters reads them whole, intersects them in memory and knows the
 * exact count; the page's items are then read by id. docs/data-model.md lists them.
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

export const setName = {
  facet: (dimension: FacetDimension, value: string) => `f#${dimension}#${value}`,
  custom: (facet: string) => `c#${facet}`,
  code: (code: string) => `code#${exactTerm(code)}`,
  serial: (serial: string) => `serial#${exactTerm(serial)}`,
  prefix: (prefix: string) => `w#${prefix}`,
};

export interface IndexableItem extends IndexedFields {
  customs: Record<string, string>;
}

/** The names of every set the item belongs to. */
export function setsOf(item: IndexableItem): string[] {
  const names = new Set<string>();
  for (const [dimension, value] of Object.entries(facetsOf(item)) as [FacetDimension, string][]) names.add(setName.facet(dimension, value));
  for (const { facet } of customFacets(item.customs)) names.add(setName.custom(facet));
  if (item.code) names.add(setName.code(item.code));
  if (item.serial) names.add(setName.serial(item.serial));
  for (const prefix of prefixesOf(searchableWords(item))) names.add(setName.prefix(prefix));
  return [...names].sort();
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
  const move = (set: string, seq: number, kind: 'add' | 'remove') => {
    const chunk = chunkOf(seq);
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
