import { describe, expect, it } from 'vitest';
import { itemsSearch } from './items-search';
import { cursors, lastListSearch, textDiffers, textOfSearch } from './list-state';

describe('typed filters against the address', () => {
  it('differ only by what the trimmed text asks for', () => {
    const search = itemsSearch({ brand: 'Bosch', page: 2 });
    expect(textDiffers({ ...textOfSearch(search), brand: ' Bosch ' }, search)).toBe(false);
    expect(textDiffers({ ...textOfSearch(search), brand: 'Makita' }, search)).toBe(true);
    expect(textDiffers(textOfSearch({}), search)).toBe(true);
  });
});

describe('cursors met while paging', () => {
  it('belong to one list and one page; the first page has none', () => {
    const list = { companyId: 'c1', filters: { brand: 'Bosch' }, sort: 'title', pageSize: 10 };
    cursors.remember(list, 2, 'c2');
    expect(cursors.of(list, 2)).toBe('c2');
    expect(cursors.of({ ...list, sort: '-title' }, 2)).toBeUndefined();
    expect(cursors.of(list, 3)).toBeUndefined();
    expect(cursors.of(list, 1)).toBeUndefined();
    expect(cursors.of({ ...list, companyId: 'c2' }, 2)).toBeUndefined();
  });
});

describe('the list last shown', () => {
  it('is the company’s own: another company’s list opens unfiltered', () => {
    lastListSearch.set('c1', { brand: 'Bosch', page: 2 });
    expect(lastListSearch.get('c1')).toEqual({ brand: 'Bosch', page: 2 });
    expect(lastListSearch.get('c2')).toEqual({});
  });
});
