import type { Notification } from '../../../../shared/schemas/notifications';

/** At most this many new notifications are shown as toasts at once (the newest). */
export const maxArrivalToasts = 3;

/** What the poller does after a new unread count: nothing, learn what is already there, or look for new ones. */
export type CountStep = 'none' | 'baseline' | 'fetch';

/**
 * Tells which notifications arrived while the panel was open. The first count learns what was
 * already unread (no toasts for those on opening the panel); afterwards a rise of the count means
 * something arrived, and the unread list's entries newer than anything known and not seen before
 * are the arrivals. An older unread one that shows up because newer ones were read is no arrival.
 */
export class ArrivalTracker {
  private lastCount: number | null = null;
  private newest: string | null = null;
  private readonly known = new Set<string>();

  observeCount(count: number): CountStep {
    const previous = this.lastCount;
    this.lastCount = count;
    if (previous === null) return count > 0 ? 'baseline' : 'none';
    return count > previous ? 'fetch' : 'none';
  }

  /** Remembers a list without calling anything in it new. */
  remember(list: readonly Notification[]): void {
    for (const notification of list) {
      this.known.add(notification._id);
      if (this.newest === null || notification.createdAt > this.newest) this.newest = notification.createdAt;
    }
  }

  /** The new unread notifications of a list, newest first, at most `maxArrivalToasts`; they are remembered. */
  arrivals(list: readonly Notification[]): Notification[] {
    const since = this.newest;
    const fresh = list
      .filter((notification) => !notification.read && !this.known.has(notification._id) && (since === null || notification.createdAt > since))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    this.remember(list);
    return fresh.slice(0, maxArrivalToasts);
  }
}
