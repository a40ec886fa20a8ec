import { describe, expect, it } from 'vitest';
import { itemBookingFilters, itemMaintenanceFilters, itemSorts, itemStatuses } from '../../../../shared/schemas/items';
import { itemsSearch, searchBookings, searchMaintenance, searchSorts, searchStatuses } from './items-search';
import { filtersOf } from './list-state';

describe('the items list address', () => {
  it('is empty for the default list: first page, newest first, the stored page size, no filters', () => {
    expect(itemsSearch({})).toEqual({});
    expect(itemsSearch({ page: 1, sort: '-created', search: '  ' })).toEqual({});
  });

  it('keeps every parameter the list understands', () => {
    const search = itemsSearch({
      page: 3, after: 'c3', size: 20, sort: '-price', search: ' drill ', brand: 'Bosch', model: 'GSR', type: 'tool', serial: 'S1',
      status: 'marked', responsible: 'u1', object: 'o1', location: 'l1', withPhoto: true, customs: 'Colour', customsValue: 'red',
    });
    expect(search).toEqual({
      page: 3, after: 'c3', size: 20, sort: '-price', search: 'drill', brand: 'Bosch', model: 'GSR', type: 'tool', serial: 'S1',
      status: 'marked', responsible: 'u1', object: 'o1', location: 'l1', withPhoto: true, customs: 'Colour', customsValue: 'red',
    });
    expect(filtersOf(search)).not.toHaveProperty('page');
    expect(filtersOf(search)).toMatchObject({ brand: 'Bosch', withPhoto: true });
  });

  it('drops an invalid value to its default, leaving the others', () => {
    expect(itemsSearch({ page: 0, brand: 'Bosch' })).toEqual({ brand: 'Bosch' });
    expect(itemsSearch({ page: 2.5 })).toEqual({});
    expect(itemsSearch({ page: 'x' })).toEqual({});
    expect(itemsSearch({ page: 100_001 })).toEqual({});
    expect(itemsSearch({ sort: 'price;drop' })).toEqual({});
    expect(itemsSearch({ size: 7 })).toEqual({});
    expect(itemsSearch({ status: 'lost' })).toEqual({});
    expect(itemsSearch({ withPhoto: 'yes' })).toEqual({});
    expect(itemsSearch({ search: 'x'.repeat(121) })).toEqual({});
    expect(itemsSearch({ brand: { nested: true } })).toEqual({});
    expect(itemsSearch({ after: 'x'.repeat(501), page: 2 })).toEqual({ page: 2 });
  });

  it('reads values as the router parses them: numbers for numeric text, strings for hand-typed numbers', () => {
    expect(itemsSearch({ search: 123, page: '4', size: '50', withPhoto: 'true' })).toEqual({ search: '123', page: 4, size: 50, withPhoto: true });
  });

  it('has no cursor on the first page and no custom value without its field', () => {
    expect(itemsSearch({ after: 'c2' })).toEqual({});
    expect(itemsSearch({ customsValue: 'red' })).toEqual({});
  });

  it('knows the statuses, sorts and booking and maintenance filters of the API', () => {
    expect([...searchStatuses]).toEqual([...itemStatuses]);
    expect([...searchSorts]).toEqual([...itemSorts]);
    expect([...searchBookings]).toEqual([...itemBookingFilters]);
    expect([...searchMaintenance]).toEqual([...itemMaintenanceFilters]);
  });

  it('keeps the booking and maintenance filters, and the days only with "due within"', () => {
    expect(itemsSearch({ booking: 'overdue', maintenance: 'due_within', dueWithinDays: '14' })).toEqual({ booking: 'overdue', maintenance: 'due_within', dueWithinDays: 14 });
    expect(itemsSearch({ maintenance: 'overdue', dueWithinDays: 14 })).toEqual({ maintenance: 'overdue' });
    expect(itemsSearch({ booking: 'lost', maintenance: 'due_within', dueWithinDays: '-1' })).toEqual({ maintenance: 'due_within' });
    expect(itemsSearch({ maintenance: 'due_within', dueWithinDays: 400 })).toEqual({ maintenance: 'due_within' });
    expect(filtersOf(itemsSearch({ page: 2, booking: 'checked_out' }))).toEqual({ booking: 'checked_out' });
  });
});
