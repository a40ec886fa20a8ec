import { menuAccess } from '../permissions';
import { analyticsAnswer } from '../schemas/analytics';
import type { DomainRoutes } from './route-def';

const none = { entries: 0, count: 0, value: '0.00', bookValue: '0.00' };

/**
 * Analytics (assets.md "Analytics data"), served by the items function: the facet counts are the
 * items' data. The roles are the analytics menu entry's (every panel role but the worker).
 */
export const analyticsRoutes = [
  { method: 'GET', path: '/company/{company}/analytics', domain: 'items', operation: 'analytics', auth: 'company', roles: menuAccess.stats, feature: 'analytics',
    summary: "Items counted and valued (cost, and book value from the day's snapshot) by brand, model, type, object, location, each custom field and status, from the exact facet counts (no scan of items)",
    response: analyticsAnswer,
    examples: {
      response: {
        currency: 'UAH',
        total: { count: 3, value: '45000.00' },
        statuses: [{ status: 'marked', count: 2, value: '30000.00', bookValue: '24000.00' }, { status: 'not_marked', count: 1, value: '15000.00', bookValue: '15000.00' }],
        dimensions: {
          brand: { entries: [{ key: 'dell', label: 'Dell', count: 2, value: '30000.00', bookValue: '24000.00' }], others: none, unset: { count: 1, value: '15000.00', bookValue: '15000.00' }, complete: true },
          model: { entries: [{ key: 'latitude 5440', label: 'Latitude 5440', count: 2, value: '30000.00', bookValue: '24000.00' }], others: none, unset: { count: 1, value: '15000.00', bookValue: '15000.00' }, complete: true },
          type: { entries: [{ key: 'laptop', label: 'Laptop', count: 3, value: '45000.00', bookValue: '39000.00' }], others: none, unset: { count: 0, value: '0.00', bookValue: '0.00' }, complete: true },
          object: { entries: [], others: none, unset: { count: 3, value: '45000.00', bookValue: '39000.00' }, complete: true },
          location: { entries: [], others: none, unset: { count: 3, value: '45000.00', bookValue: '39000.00' }, complete: true },
        },
        bookings: { checkedOut: 2, overdue: 1 },
        custom: [],
        bookValue: { asOf: '2026-12-06', computedAt: '2026-12-06T08:15:00.000Z', total: '39000.00', pending: false },
      },
    } },
] as const satisfies DomainRoutes<'items'>;
