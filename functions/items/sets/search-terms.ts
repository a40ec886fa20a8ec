/**
 * Words of an item as search sees them. A word is a run of letters or digits (Latin, Cyrillic and
 * the rest of Unicode); it is lowercased and loses its diacritics, so "Łódź", "lodz" and "LODZ" meet,
 * and so do "Її" and "її". An item is found by any word, or the start of any word, of its title,
 * brand, model and type; and by any run of 3 or more characters of its code or serial number, or
 * the start of its serial number, folded the same way without separators (foldCode).
 */

/** Prefixes longer than this are not kept: a longer query word is matched through its first letters and then checked. */
export const maxPrefixLength = 16;

/** Letters that carry no combining mark to strip but that people type without their stroke. */
const plainLetters: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', ı: 'i' };

export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łđøßı]/g, (letter) => plainLetters[letter] ?? letter)
    .replace(/ё/g, 'е');
}

/** The distinct folded words of a text. */
export function wordsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set(foldWord(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** Every start of every word (up to maxPrefixLength letters), each once. */
export function prefixesOf(words: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const word of words) {
    const letters = [...word];
    for (let length = 1; length <= Math.min(letters.length, maxPrefixLength); length++) prefixes.add(letters.slice(0, length).join(''));
  }
  return prefixes;
}

/** The words an item is searched by. */
export function searchableWords(item: { title: string; brand: string | null; model: string | null; type: string | null }): string[] {
  return [...new Set([item.title, item.brand, item.model, item.type].flatMap(wordsOf))];
}

/** Whether the item has a word that starts with each query word (used for query words longer than maxPrefixLength). */
export function matchesEveryWord(itemWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((query) => itemWords.some((word) => word.startsWith(query)));
}

/** A code or serial number of fewer folded characters than this is found only whole (exactTerm). */
export const minFragmentLength = 3;

/** Runs of 3 are indexed at positions below this: fragments within a code's or serial number's first 50 folded characters are found. */
export const maxGramPosition = 48;

/**
 * A code or serial number as fragments are matched against it: its letters and digits only, folded
 * as words are (case, diacritics), so "SN-MS 1000420", "snms1000420" and "ＳＮ・ＭＳ1000420" are one.
 */
export function foldCode(value: string): string {
  return foldWord(value).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Every run of 3 characters of a folded code, with where it starts (up to maxGramPosition). */
export function gramsOf(folded: string): { gram: string; position: number }[] {
  const letters = [...folded];
  const grams: { gram: string; position: number }[] = [];
  for (let position = 0; position + minFragmentLength <= letters.length && position < maxGramPosition; position++) {
    grams.push({ gram: letters.slice(position, position + minFragmentLength).join(''), position });
  }
  return grams;
}

/** Codes and serial numbers too short to have fragments are found whole, whatever their case. */
export function exactTerm(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}
