import { describe, expect, it } from 'vitest';
import { planUsagePercent } from './limits';
import { effectivePlan, planHas, plans } from './plans';

describe('plans', () => {
  it('Free lacks what the spec lists as gated on the free plan', () => {
    for (const feature of ['custom_fields', 'items_upload', 'storage', 'reports', 'stocktaking', '1C', 'transfer', 'service', 'ban', 'objects', 'equipment', 'analytics', 'extended_search', 'datatable_custom', 'roles_extended'] as const) {
      expect(planHas(plans.free, feature), feature).toBe(false);
    }
  });

  it('a company is on its plan until subscriptionEndDate, then on Free', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(effectivePlan({ plan: 'optimal', subscriptionEndDate: '2026-12-05T12:00:00Z' }, now)._id).toBe('optimal');
    expect(effectivePlan({ plan: 'optimal', subscriptionEndDate: '2026-11-21T12:00:00Z' }, now)._id).toBe('free');
    expect(effectivePlan({ plan: 'business', subscriptionEndDate: null }, now)._id).toBe('business');
  });

  it('maintenance plans come with Optimal (and the trial) and Business, not Free or Start', () => {
    expect(planHas(plans.free, 'maintenance')).toBe(false);
    expect(planHas(plans.start, 'maintenance')).toBe(false);
    expect(planHas(plans.optimal, 'maintenance')).toBe(true);
    expect(planHas(plans.business, 'maintenance')).toBe(true);
  });

  it('only premium plans have roles_extended and datatable_custom', () => {
    expect(planHas(plans.business, 'roles_extended')).toBe(true);
    expect(planHas(plans.optimal, 'roles_extended')).toBe(false);
    expect(planHas(plans.optimal, 'datatable_custom')).toBe(false);
  });
});

describe('planUsagePercent', () => {
  it('is the ceiling of 100 x items / limit, and unlimited (null) from 100000', () => {
    expect(planUsagePercent(1, 3)).toBe(34);
    expect(planUsagePercent(0, 100)).toBe(0);
    expect(planUsagePercent(100, 100)).toBe(100);
    expect(planUsagePercent(5, 100_000)).toBeNull();
  });
});
