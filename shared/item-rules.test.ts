import { describe, expect, it } from 'vitest';
import { itemStatuses } from './schemas/items';
import { expectedInStocktaking, itemActions, statusAllows } from './item-rules';

describe('inactive items (issue 28)', () => {
  it('take only reactivation and deletion', () => {
    const inactive = { status: 'inactive', code: 'Q1', parent: 'B1', mountedOn: null } as const;
    expect(itemActions.filter((action) => statusAllows(action, inactive))).toEqual(['reactivate', 'delete']);
  });

  it('are set aside from any status but in transfer, decommissioned or inactive already; only an inactive item is reactivated', () => {
    const deactivatable = itemStatuses.filter((status) => statusAllows('deactivate', { status }));
    expect(deactivatable).toEqual(['in_service', 'returned_from_service', 'not_marked', 'not_distributed', 'marked']);
    expect(itemStatuses.filter((status) => statusAllows('reactivate', { status }))).toEqual(['inactive']);
  });

  it('are not expected by a new stocktaking, as decommissioned items are not', () => {
    expect(itemStatuses.filter((status) => !expectedInStocktaking({ status }))).toEqual(['inactive', 'decommissioned']);
  });
});
