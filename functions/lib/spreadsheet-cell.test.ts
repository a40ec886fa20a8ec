import { describe, expect, it } from 'vitest';
import { textCell, textCells, unescapeTextCell } from './spreadsheet-cell';

describe('textCell', () => {
  it('puts an apostrophe before text a spreadsheet could read as a formula', () => {
    for (const text of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(textCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves other text, numbers, dates and empty cells alone', () => {
    const date = new Date('2026-01-02T00:00:00Z');
    expect(textCells(['Drill', ' =1', 'a=b', "'=1", '', -5, 0, date, null])).toEqual(['Drill', ' =1', 'a=b', "''=1", '', -5, 0, date, null]);
  });

  it('is undone by unescapeTextCell, and only for what it escaped', () => {
    for (const text of ['=1', '-5', '@x', 'Drill', "'quoted", "'", "'=1", "''-2"]) expect(unescapeTextCell(String(textCell(text)))).toBe(text);
  });
});
