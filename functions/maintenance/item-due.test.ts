import { describe, expect, it } from 'vitest';
import { earliestDue, plansWith } from './item-due';
import type { PlanRecord } from './store';

const plan = (id: string, nextDue: string | null) => ({ _id: id, nextDue }) as PlanRecord;

describe("the item's earliest due date", () => {
  it('is the earliest of the unfinished plans, none without one', () => {
    expect(earliestDue([plan('a', '2030-06-10'), plan('b', '2030-05-20'), plan('c', null)])).toBe('2030-05-20');
    expect(earliestDue([plan('c', null)])).toBeNull();
    expect(earliestDue([])).toBeNull();
  });

  it('takes the changed plan as it will be written: moved, finished or deleted', () => {
    const plans = [plan('a', '2030-05-10'), plan('b', '2030-07-01')];
    expect(earliestDue(plansWith(plans, 'a', plan('a', '2030-08-10')))).toBe('2030-07-01');
    expect(earliestDue(plansWith(plans, 'b', plan('b', '2030-01-01')))).toBe('2030-01-01');
    expect(earliestDue(plansWith(plans, 'a', plan('a', null)))).toBe('2030-07-01');
    expect(earliestDue(plansWith(plansWith(plans, 'a', null), 'b', null))).toBeNull();
  });
});
