import { describe, expect, it } from 'vitest';
import { textDiffers, textOf } from '../../lib/list-state';
import { itemsSearch } from './items-search';
import { lastListSearch, textFilters } from './list-state';

describe('typed filters against the address', () => {
  it('differ only by what the trimmed text asks for', () => {
    const search = itemsSearch({ brand: 'Bosch', page: 2 });
    expect(textDiffers({ ...textOf(search, textFilters), brand: ' Bosch ' }, search, textFilters)).toBe(false);
    expect(textDiffers({ ...textOf(search, textFilters), brand: 'Makita' }, search, textFilters)).toBe(true);
    expect(textDiffers(textOf({}, textFilters), search, textFilters)).toBe(true);
  });
});

describe('the list last shown', () => {
  it('is the company’s own: another company’s list opens unfiltered', () => {
    lastListSearch.set('c1', { brand: 'Bosch', page: 2 });
    expect(lastListSearch.get('c1')).toEqual({ brand: 'Bosch', page: 2 });
    expect(lastListSearch.get('c2')).toEqual({});
  });
});
