import { describe, expect, it } from 'vitest';
import { bulkIdsMax } from '../../../../shared/schemas/item-bulk';
import { itemsSearch } from './items-search';
import { filtersOf } from './list-state';
import {
  bulkFilterOf,
  isEmpty,
  isSelected,
  noSelection,
  offersAllMatching,
  pageState,
  pickedMax,
  selectedCount,
  selectionBody,
  selectionListKey,
  toggleItem,
  togglePage,
  type ItemsSelection,
} from './selection';

const page = ['a', 'b', 'c'];
const picked = (...ids: string[]): ItemsSelection => ({ kind: 'ids', ids });

describe('picking items one by one', () => {
  it('ticks and unticks an item, keeping the ids in list order', () => {
    let selection = toggleItem(noSelection, 'c', true, page)!;
    selection = toggleItem(selection, 'a', true, page)!;
    expect(selection).toEqual(picked('a', 'c'));
    expect(isSelected(selection, 'a')).toBe(true);
    expect(isSelected(selection, 'b')).toBe(false);
    expect(toggleItem(selection, 'a', false, page)).toEqual(picked('c'));
    expect(isEmpty(toggleItem(picked('c'), 'c', false, page)!)).toBe(true);
  });

  it('keeps the items of other pages where they were, and the page’s own in its order', () => {
    const selection = toggleItem(picked('x', 'c', 'y'), 'a', true, page)!;
    expect(selection).toEqual(picked('x', 'a', 'y', 'c'));
  });

  it('refuses to pick more than one call takes (the server’s limit)', () => {
    expect(pickedMax).toBe(bulkIdsMax);
    const ids = Array.from({ length: pickedMax }, (_, index) => `id-${index}`);
    const full = picked(...ids);
    expect(toggleItem(full, 'a', true, page)).toBeNull();
    expect(togglePage(full, true, page)).toBeNull();
    // Unticking is always possible.
    expect(toggleItem(full, 'id-0', false, page)).toEqual(picked(...ids.slice(1)));
  });
});

describe('the page header checkbox', () => {
  it('says whether all, some or none of the page is selected', () => {
    expect(pageState(noSelection, page)).toBe('none');
    expect(pageState(picked('b', 'x'), page)).toBe('some');
    expect(pageState(picked('a', 'b', 'c'), page)).toBe('all');
    expect(pageState(noSelection, [])).toBe('none');
    expect(pageState({ kind: 'matching' }, page)).toBe('all');
  });

  it('selects every item of the page once, and unticks only the page', () => {
    expect(togglePage(picked('b', 'x'), true, page)).toEqual(picked('a', 'x', 'b', 'c'));
    expect(togglePage(picked('a', 'b', 'x', 'c'), false, page)).toEqual(picked('x'));
  });
});

describe('all the items the list matches', () => {
  it('is offered once the whole page is picked and the list holds more', () => {
    expect(offersAllMatching(picked('a', 'b'), page, 30)).toBe(false);
    expect(offersAllMatching(picked('a', 'b', 'c'), page, 30)).toBe(true);
    // The whole list is on this page: the page is all of it.
    expect(offersAllMatching(picked('a', 'b', 'c'), page, 3)).toBe(false);
    expect(offersAllMatching({ kind: 'matching' }, page, 30)).toBe(false);
  });

  it('counts the list’s total, ticks every row, and unticking a row leaves the rest of the page picked', () => {
    const all: ItemsSelection = { kind: 'matching' };
    expect(selectedCount(all, 1234)).toBe(1234);
    expect(selectedCount(picked('a', 'b'), 1234)).toBe(2);
    expect(isSelected(all, 'anything')).toBe(true);
    expect(toggleItem(all, 'b', false, page)).toEqual(picked('a', 'c'));
    expect(togglePage(all, false, page)).toEqual(noSelection);
    expect(toggleItem(all, 'b', true, page)).toBe(all);
  });

  it('is sent as the list’s own query (filters, search and sort, without paging), not as ids', () => {
    const search = itemsSearch({ search: 'drill', brand: 'Bosch', status: 'marked', withPhoto: 'true', page: '3', after: 'cursor', size: '50', sort: 'title' });
    const filters = filtersOf(search);
    expect(selectionBody({ kind: 'matching' }, 'title', filters)).toEqual({
      filter: { sort: 'title', search: 'drill', brand: 'Bosch', status: 'marked', withPhoto: 'true' },
    });
    expect(selectionBody(picked('b', 'a'), 'title', filters)).toEqual({ ids: ['b', 'a'] });
    // A value means something only for a named custom field, as in the list's own query.
    expect(bulkFilterOf('-created', { customsValue: 'red' })).toEqual({ sort: '-created' });
    expect(bulkFilterOf('-created', { customs: 'Colour', customsValue: 'red' })).toEqual({ sort: '-created', customs: 'Colour', customsValue: 'red' });
  });
});

describe('the list a selection belongs to', () => {
  it('changes with the filters, the search or the company, not with the page, its size or the sort', () => {
    const key = (raw: Record<string, unknown>, company = 'c1') => selectionListKey(company, filtersOf(itemsSearch(raw)));
    const base = key({ search: 'drill', brand: 'Bosch' });
    expect(key({ search: 'drill', brand: 'Bosch', page: '2', after: 'x', size: '50', sort: 'title' })).toBe(base);
    expect(key({ search: 'drills', brand: 'Bosch' })).not.toBe(base);
    expect(key({ search: 'drill' })).not.toBe(base);
    expect(key({ search: 'drill', brand: 'Bosch' }, 'c2')).not.toBe(base);
  });
});
