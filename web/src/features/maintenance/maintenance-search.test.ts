import { describe, expect, it } from 'vitest';
import { localToday, maintenanceSearch } from './maintenance-search';

describe('the maintenance page address', () => {
  it('keeps a valid page and filter, and drops what is not', () => {
    expect(maintenanceSearch({ page: '3', show: 'within', days: '14' })).toEqual({ page: 3, show: 'within', days: 14 });
    expect(maintenanceSearch({ page: '1', show: 'soon', days: '14' })).toEqual({});
    expect(maintenanceSearch({ show: 'overdue', days: '14' })).toEqual({ show: 'overdue' });
    expect(maintenanceSearch({ show: 'within', days: '-1' })).toEqual({ show: 'within' });
  });

  it('names the local day as yyyy-mm-dd', () => {
    expect(localToday(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});
