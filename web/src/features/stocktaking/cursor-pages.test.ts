import { describe, expect, it } from 'vitest';
import { currentCursor, firstPage, nextPage, previousPage } from './cursor-pages';

describe('paging the results by cursor', () => {
  it('starts without a cursor, goes on with each page\'s next and back the same way', () => {
    expect(currentCursor(firstPage)).toBeUndefined();
    const second = nextPage(firstPage, 'c2');
    const third = nextPage(second, 'c3');
    expect(currentCursor(third)).toBe('c3');
    expect(currentCursor(previousPage(third))).toBe('c2');
    expect(currentCursor(previousPage(previousPage(third)))).toBeUndefined();
  });

  it('stays on the last page without a next, and on the first going back', () => {
    expect(nextPage(firstPage, null)).toBe(firstPage);
    expect(previousPage(firstPage)).toBe(firstPage);
  });
});
