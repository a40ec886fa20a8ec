import { describe, expect, it } from 'vitest';
import { itemSorts } from '../../../../shared/schemas/items';
import { columnsOf, hiddenColumnsOf, nextSort, pageSizeOf, sortDirection, sortableColumns } from './item-list';

describe('sorting by a header', () => {
  it('sorts ascending first, then descending, and only by fields the API knows', () => {
    expect(nextSort('-created', 'title')).toBe('title');
    expect(nextSort('title', 'title')).toBe('-title');
    expect(nextSort('-title', 'title')).toBe('title');
    expect(sortDirection('-price', 'price')).toBe('desc');
    expect(sortDirection('-price', 'code')).toBeNull();
    for (const field of Object.values(sortableColumns)) expect(itemSorts).toContain(field);
  });
});

describe('stored table settings', () => {
  it('falls back to 10 a page and to every column for anything unreadable', () => {
    expect(pageSizeOf(null)).toBe(10);
    expect(pageSizeOf('20')).toBe(20);
    expect(pageSizeOf('7')).toBe(10);
    expect(hiddenColumnsOf('["code","title","nope"]')).toEqual(['code']);
    expect(hiddenColumnsOf('{bad')).toEqual([]);
  });
});

describe('the next maintenance column', () => {
  it('is a column (hideable, not sortable) only on a plan with maintenance', () => {
    expect(columnsOf({ maintenance: true })).toContain('nextMaintenance');
    expect(columnsOf({ maintenance: false })).not.toContain('nextMaintenance');
    expect(columnsOf({ maintenance: false })).toContain('bookValue');
    expect(hiddenColumnsOf('["nextMaintenance"]')).toEqual(['nextMaintenance']);
    expect(Object.keys(sortableColumns)).not.toContain('nextMaintenance');
  });
});
