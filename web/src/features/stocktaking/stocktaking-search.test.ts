import { describe, expect, it } from 'vitest';
import { listStocktakingQuery, stocktakingStatuses } from '../../../../shared/schemas/stocktaking';
import { dayOf, filtersOfSearch, hasFilters, searchStatuses, stocktakingSearch } from './stocktaking-search';

describe('the stocktaking list address', () => {
  it('is empty for the first page without filters', () => {
    expect(stocktakingSearch({})).toEqual({});
    expect(stocktakingSearch({ page: 1, status: '', responsible: '  ' })).toEqual({});
  });

  it('keeps the page and every filter the spec names, plus status', () => {
    const search = stocktakingSearch({
      page: '3', status: 'completed', responsible: ' u1 ', target: 'o1', date: '2026-11-22', startDate: '2026-11-01', endDate: '2026-11-30',
    });
    expect(search).toEqual({
      page: 3, status: 'completed', responsible: 'u1', target: 'o1', date: '2026-11-22', startDate: '2026-11-01', endDate: '2026-11-30',
    });
    // What the page sends is what the API takes.
    expect(listStocktakingQuery.safeParse({ ...filtersOfSearch(search), limit: 20, offset: 40 }).success).toBe(true);
  });

  it('drops each invalid parameter on its own and keeps the rest', () => {
    expect(
      stocktakingSearch({ page: 'two', status: 'running', target: 'x'.repeat(65), date: '2026-02-30', startDate: '22.11.2026', endDate: '2026-12-01' }),
    ).toEqual({ endDate: '2026-12-01' });
    expect(stocktakingSearch({ page: 0 })).toEqual({});
    expect(stocktakingSearch({ page: 2.5 })).toEqual({});
    expect(stocktakingSearch({ page: 6000 })).toEqual({});
  });

  it('reads only real calendar days', () => {
    expect(dayOf('2028-02-29')).toBe('2028-02-29');
    expect(dayOf('2026-02-29')).toBeUndefined();
    expect(dayOf('2026-13-01')).toBeUndefined();
    expect(dayOf(20261122)).toBeUndefined();
  });

  it('tells filters from paging', () => {
    expect(hasFilters({ page: 4 })).toBe(false);
    expect(hasFilters({ page: 4, status: 'pending' })).toBe(true);
    expect(filtersOfSearch({ page: 4, target: 'o1' })).toEqual({ target: 'o1' });
  });

  it('offers the statuses the API knows', () => {
    expect([...searchStatuses]).toEqual([...stocktakingStatuses]);
  });
});
