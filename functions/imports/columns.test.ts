import { describe, expect, it } from 'vitest';
import { importColumns, importHeaders } from '../../shared/import-columns';
import { languages } from '../../shared/i18n/languages';
import { matchHeaders } from './columns';

const row = (...headers: string[]) => new Map(headers.map((header, index) => [index + 1, header]));

describe('matchHeaders', () => {
  it.each([...languages])('reads the template headers of %s', (language) => {
    const match = matchHeaders(row(...importColumns.map((column) => importHeaders[language][column])));
    expect(match.unknown).toEqual([]);
    expect(match.missing).toEqual([]);
    expect([...match.columns.values()]).toEqual([...importColumns]);
  });

  it('mixes languages, ignores case, spaces, a required mark and empty cells', () => {
    const match = matchHeaders(new Map([[1, '  назва* '], [2, 'MARKA'], [4, 'Цена за  единицу'], [5, '']]));
    expect([...match.columns]).toEqual([[1, 'title'], [2, 'brand'], [4, 'price']]);
    expect(match.unknown).toEqual([]);
  });

  it('names unknown and repeated headers and a missing title', () => {
    const match = matchHeaders(row('Brand', 'Colour', 'Бренд'));
    expect(match.unknown).toEqual(['Colour', 'Бренд']);
    expect(match.missing).toEqual(['title']);
  });
});
