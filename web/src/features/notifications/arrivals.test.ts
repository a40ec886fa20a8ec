import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/schemas/notifications';
import { ArrivalTracker, maxArrivalToasts } from './arrivals';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const note = (id: string, minute: number, read = false): Notification => ({
  _id: id,
  type: 'report_done',
  userName: null,
  userEmail: null,
  link: null,
  read,
  params: {},
  createdAt: at(minute),
});
/** The unread list as the API answers it: newest first. */
const unreadList = (...notes: Notification[]) => [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

describe('ArrivalTracker', () => {
  it('announces nothing already unread when the panel opens', () => {
    const tracker = new ArrivalTracker();
    expect(tracker.observeCount(2)).toBe('baseline');
    tracker.remember(unreadList(note('a', 1), note('b', 2)));
    expect(tracker.observeCount(2)).toBe('none');
  });

  it('has nothing to learn when nothing is unread at first', () => {
    const tracker = new ArrivalTracker();
    expect(tracker.observeCount(0)).toBe('none');
    expect(tracker.observeCount(1)).toBe('fetch');
    expect(tracker.arrivals(unreadList(note('a', 1))).map((n) => n._id)).toEqual(['a']);
  });

  it('looks for new ones only when the count rises', () => {
    const tracker = new ArrivalTracker();
    tracker.observeCount(3);
    expect(tracker.observeCount(2)).toBe('none');
    expect(tracker.observeCount(2)).toBe('none');
    expect(tracker.observeCount(4)).toBe('fetch');
  });

  it('finds the new ones, newest first, at most three', () => {
    const tracker = new ArrivalTracker();
    tracker.observeCount(1);
    tracker.remember(unreadList(note('old', 1)));
    expect(tracker.observeCount(6)).toBe('fetch');
    const found = tracker.arrivals(unreadList(note('old', 1), note('n1', 2), note('n2', 3), note('n3', 4), note('n4', 5), note('n5', 6)));
    expect(found.map((n) => n._id)).toEqual(['n5', 'n4', 'n3']);
    expect(found).toHaveLength(maxArrivalToasts);
  });

  it('never announces the same notification twice', () => {
    const tracker = new ArrivalTracker();
    tracker.observeCount(0);
    tracker.observeCount(1);
    expect(tracker.arrivals(unreadList(note('a', 1)))).toHaveLength(1);
    tracker.observeCount(2);
    expect(tracker.arrivals(unreadList(note('a', 1), note('b', 2))).map((n) => n._id)).toEqual(['b']);
  });

  it('does not take an older unread one that comes into view as new', () => {
    const tracker = new ArrivalTracker();
    tracker.observeCount(12);
    // The first page shows the 10 newest; two older ones are unread below it.
    tracker.remember(unreadList(...Array.from({ length: 10 }, (_, index) => note(`k${index}`, 10 + index))));
    // Three of those are read elsewhere, then one arrives: the page now reaches the older ones.
    tracker.observeCount(9);
    expect(tracker.observeCount(10)).toBe('fetch');
    const page = unreadList(note('new', 30), ...Array.from({ length: 7 }, (_, index) => note(`k${index + 3}`, 13 + index)), note('older1', 5), note('older2', 4));
    expect(tracker.arrivals(page).map((n) => n._id)).toEqual(['new']);
  });

  it('ignores read ones', () => {
    const tracker = new ArrivalTracker();
    tracker.observeCount(0);
    tracker.observeCount(1);
    expect(tracker.arrivals([note('r', 3, true), note('u', 2)]).map((n) => n._id)).toEqual(['u']);
  });
});
