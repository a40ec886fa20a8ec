import { defaultDueWithinDays, type Item, type ListItemsQuery } from '../../shared/schemas/items';
import { itemsCheckedOut } from '../bookings/public';
import { itemsWithMaintenanceDue } from '../maintenance/public';
import { seqOf } from './sets/memberships';

/**
 * The items list's booking and maintenance filters (issues 29 and 28, docs/decisions.md "Items list:
 * booking and maintenance filters"). They are not membership sets: their matches change with the
 * clock (a booking becomes overdue at its end, a plan due in 8 days is due within 7 tomorrow), so
 * each reads the few rows its domain keeps keyed by time, through that domain's public module: the
 * bookings' thin rows of items out, keyed by end, and the plans' thin rows keyed by due date. Those
 * item ids become item numbers and are intersected with the other filters as a set is. What the rows
 * say (until when an item is out, when it is next due) is kept for the page's rows, at no extra read;
 * every row carries its item's next due date anyway, kept on the item (withNotes).
 */

export type ScheduleQuery = Pick<ListItemsQuery, 'booking' | 'maintenance' | 'dueWithinDays'>;

/** What a filter found for an item, shown on its row. */
export type ScheduleNotes = Map<string, Pick<Item, 'checkedOutUntil' | 'nextMaintenanceDue'>>;

export const hasScheduleFilter = (query: ScheduleQuery): boolean => Boolean(query.booking || query.maintenance);

function membersOf(itemIds: Iterable<string>): Set<number> {
  const members = new Set<number>();
  for (const itemId of itemIds) {
    const seq = seqOf(itemId);
    if (seq !== null) members.add(seq);
  }
  return members;
}

function note(notes: ScheduleNotes | undefined, itemId: string, fields: Pick<Item, 'checkedOutUntil' | 'nextMaintenanceDue'>): void {
  if (notes) notes.set(itemId, { ...notes.get(itemId), ...fields });
}

/** The item numbers each schedule filter of the query matches (one set per filter, to intersect), noting on `notes` what the rows say. */
export async function scheduleMembers(companyId: string, query: ScheduleQuery, notes?: ScheduleNotes, now = new Date()): Promise<Set<number>[]> {
  const sets: Promise<Set<number>>[] = [];
  if (query.booking) {
    sets.push(
      itemsCheckedOut(companyId, query.booking === 'overdue' ? now : undefined).then((out) => {
        for (const { itemId, end } of out) note(notes, itemId, { checkedOutUntil: end });
        return membersOf(out.map(({ itemId }) => itemId));
      }),
    );
  }
  if (query.maintenance) {
    const due = query.maintenance === 'overdue' ? ({ kind: 'overdue' } as const) : ({ kind: 'due_within', days: query.dueWithinDays ?? defaultDueWithinDays } as const);
    sets.push(
      itemsWithMaintenanceDue(companyId, due, now).then((items) => {
        for (const [itemId, date] of items) note(notes, itemId, { nextMaintenanceDue: date });
        return membersOf(items.keys());
      }),
    );
  }
  return Promise.all(sets);
}

/**
 * A page's items with what the filters noted about them. The item's own next due date (kept on its
 * record, the earliest of all its plans: docs/maintenance.md) stays; the filter's fills in for an
 * item whose plans have not changed since items began to keep it.
 */
export function withNotes(items: Item[], notes: ScheduleNotes): Item[] {
  if (!notes.size) return items;
  return items.map((item) => {
    const noted = notes.get(item._id);
    if (!noted) return item;
    return { ...item, ...noted, ...(item.nextMaintenanceDue ? { nextMaintenanceDue: item.nextMaintenanceDue } : {}) };
  });
}
