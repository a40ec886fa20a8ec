import { describe, expect, it } from 'vitest';
import { addMonths, nextDueAfterDone, reminderDays } from './schedule';

const monthly = { repeatUnit: 'months', repeatEvery: 1, fromCompletion: false, anchorDay: 10 } as const;

describe('the repeat rule', () => {
  it('counts the next due date from the due date, not from the day it was done', () => {
    expect(nextDueAfterDone(monthly, '2027-03-10', '2027-03-14')).toBe('2027-04-10');
    expect(nextDueAfterDone(monthly, '2027-03-10', '2027-03-02')).toBe('2027-04-10');
    expect(nextDueAfterDone({ ...monthly, repeatUnit: 'days', repeatEvery: 10 }, '2027-03-10', '2027-03-12')).toBe('2027-03-20');
    expect(nextDueAfterDone({ ...monthly, repeatUnit: 'weeks', repeatEvery: 2 }, '2027-03-10', '2027-03-10')).toBe('2027-03-24');
  });

  it('counts from the day it was done when the plan says so', () => {
    expect(nextDueAfterDone({ ...monthly, fromCompletion: true }, '2027-03-10', '2027-03-14')).toBe('2027-04-14');
    expect(nextDueAfterDone({ ...monthly, repeatUnit: 'days', repeatEvery: 30, fromCompletion: true }, '2027-03-10', '2027-03-14')).toBe('2027-04-13');
  });

  it('does not owe again the periods that ended by the day it was done', () => {
    expect(nextDueAfterDone(monthly, '2027-01-10', '2027-03-15')).toBe('2027-04-10');
    expect(nextDueAfterDone({ ...monthly, repeatUnit: 'weeks', repeatEvery: 1 }, '2027-03-01', '2027-03-15')).toBe('2027-03-22');
  });

  it('keeps a monthly plan on the 31st at the end of shorter months, without drifting', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-12-31', 2)).toBe('2028-02-29');
    const endOfMonth = { ...monthly, anchorDay: 31 };
    expect(nextDueAfterDone(endOfMonth, '2027-01-31', '2027-01-31')).toBe('2027-02-28');
    expect(nextDueAfterDone(endOfMonth, '2027-02-28', '2027-02-28')).toBe('2027-03-31');
    expect(nextDueAfterDone(endOfMonth, '2027-03-31', '2027-04-01')).toBe('2027-04-30');
    expect(nextDueAfterDone({ ...endOfMonth, repeatEvery: 12 }, '2028-02-29', '2028-02-29')).toBe('2029-02-28');
  });

  it('has no next date for a one-time plan', () => {
    expect(nextDueAfterDone({ ...monthly, repeatUnit: 'once' }, '2027-03-10', '2027-03-10')).toBeNull();
  });
});

describe('the reminder days of a due date', () => {
  it('are N days before and on the day', () => {
    expect(reminderDays('2027-03-10', 3, '2027-03-01')).toEqual([{ day: '2027-03-07', kind: 'ahead' }, { day: '2027-03-10', kind: 'due' }]);
  });

  it('send the early one today when its day has passed, and none of a past due date', () => {
    expect(reminderDays('2027-03-10', 14, '2027-03-05')).toEqual([{ day: '2027-03-05', kind: 'ahead' }, { day: '2027-03-10', kind: 'due' }]);
    expect(reminderDays('2027-03-10', 3, '2027-03-10')).toEqual([{ day: '2027-03-10', kind: 'due' }]);
    expect(reminderDays('2027-03-10', 3, '2027-03-11')).toEqual([]);
    expect(reminderDays('2027-03-10', 0, '2027-03-01')).toEqual([{ day: '2027-03-10', kind: 'due' }]);
  });
});
