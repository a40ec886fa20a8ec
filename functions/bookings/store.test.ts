import { describe, expect, it } from 'vitest';
import { remindersOf } from './store';

describe('booking reminders', () => {
  it('remind a day before the end and at the end', () => {
    expect(remindersOf({ start: '2027-03-01T08:00:00.000Z', end: '2027-03-05T16:00:00.000Z', createdAt: '2027-02-20T10:00:00.000Z' })).toEqual([
      { kind: 'ending', at: '2027-03-04T16:00:00.000Z' },
      { kind: 'overdue', at: '2027-03-05T16:00:00.000Z' },
    ]);
  });

  it('never before the start of a short booking, nor before it was made (the job reads hours from its last run on)', () => {
    expect(remindersOf({ start: '2027-03-05T08:00:00.000Z', end: '2027-03-05T16:00:00.000Z', createdAt: '2027-02-20T10:00:00.000Z' })[0]!.at).toBe('2027-03-05T08:00:00.000Z');
    expect(remindersOf({ start: '2027-03-05T08:00:00.000Z', end: '2027-03-05T16:00:00.000Z', createdAt: '2027-03-05T11:30:00.000Z' })[0]!.at).toBe('2027-03-05T11:30:00.000Z');
  });
});
