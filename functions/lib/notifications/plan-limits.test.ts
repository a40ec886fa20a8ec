import { describe, expect, it } from 'vitest';
import { plans } from '../../../shared/plans';
import { limitCrossed, planLimitJobId } from './plan-limits';

describe('limitCrossed', () => {
  it('is near when a count gets to 80% of the limit from below', () => {
    expect(limitCrossed(79, 80, 100)).toBe('near');
    expect(limitCrossed(7_999, 8_000, 10_000)).toBe('near');
    expect(limitCrossed(39, 40, 50)).toBe('near');
    expect(limitCrossed(70, 85, 100)).toBe('near');
  });

  it('is nothing below 80% or once past it without getting to the limit', () => {
    expect(limitCrossed(78, 79, 100)).toBeNull();
    expect(limitCrossed(80, 81, 100)).toBeNull();
    expect(limitCrossed(85, 99, 100)).toBeNull();
  });

  it('is reached when a count gets to the limit, even straight from below 80%', () => {
    expect(limitCrossed(99, 100, 100)).toBe('reached');
    expect(limitCrossed(10, 100, 100)).toBe('reached');
    // Free's 3 users: 80% is 2.4, so the third user is the limit itself.
    expect(limitCrossed(1, 2, 3)).toBeNull();
    expect(limitCrossed(2, 3, 3)).toBe('reached');
  });

  it('is reached when a change asked for more than the limit (refused)', () => {
    expect(limitCrossed(100, 101, 100)).toBe('reached');
    expect(limitCrossed(99, 102, 100)).toBe('reached');
    expect(limitCrossed(50, Infinity, 100)).toBe('reached');
  });

  it('is nothing when the count does not grow', () => {
    expect(limitCrossed(81, 79, 100)).toBeNull();
    expect(limitCrossed(80, 80, 100)).toBeNull();
  });

  it('is nothing on unlimited plans', () => {
    expect(limitCrossed(79_999, 80_000, plans.business.items)).toBeNull();
    expect(limitCrossed(99_999, 100_000, plans.business.users)).toBeNull();
    expect(limitCrossed(100_000, Infinity, plans.business.items)).toBeNull();
  });
});

describe('planLimitJobId', () => {
  it('names the kind, the threshold, the plan and the UTC month', () => {
    expect(planLimitJobId('items', 'near', 'start', new Date('2026-11-30T23:59:59Z'))).toBe('limit-items-80-start-2026-11');
    expect(planLimitJobId('users', 'reached', 'optimal', new Date('2026-12-01T00:00:00Z'))).toBe('limit-users-100-optimal-2026-12');
  });
});
