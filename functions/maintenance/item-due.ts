import type { Item } from '../../shared/schemas/items';
import { transact, type GuardedItem } from '../lib/db/transactions';
import { AppError } from '../lib/http/errors';
import { plansOfItem, type PlanRecord } from './store';

/**
 * The item's earliest next due date, kept on the item's record so the items list shows it on every
 * row (docs/maintenance.md, "In the items list and on the item's card"). Every change of an item's
 * plans (create, edit, done, delete) is written with the item's date in one transaction; the items
 * domain builds that write (maintenanceDueWrite, handed in by handler.ts).
 */
export interface ItemDueWriter {
  companyItem(companyId: string, itemId: string): Promise<Item | null>;
  maintenanceDueWrite(companyId: string, itemId: string, seenVersion: number, due: string | null): GuardedItem;
}

/** The earliest next due date of unfinished plans, or null. */
export function earliestDue(plans: readonly Pick<PlanRecord, 'nextDue'>[]): string | null {
  return plans.flatMap((plan) => (plan.nextDue ? [plan.nextDue] : [])).sort()[0] ?? null;
}

/** The item's plans with one plan written (`after`), or gone (`after` null). */
export function plansWith(plans: readonly PlanRecord[], planId: string, after: PlanRecord | null): PlanRecord[] {
  return [...plans.filter((plan) => plan._id !== planId), ...(after ? [after] : [])];
}

/** What one round of a change writes, and the item's plans once it is written. */
export interface PlansChange {
  writes: GuardedItem[];
  plans: PlanRecord[];
}

/** What was read, in this order: the item's version, then its plans (ConsistentRead). */
export interface ItemPlansRead {
  version: number;
  plans: PlanRecord[];
}

/** Rounds before ConcurrentChange reaches the user: a few people at one item's plans at once still get through. */
const rounds = 5;

/** A short random pause before reading again, so changes that met do not meet again at once. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));

/**
 * Commits a change of an item's plans with the item's earliest next due date. The item's write is
 * conditional on the item's version read BEFORE its plans: every change of its plans moves that
 * version, so a change committed meanwhile fails this one's condition (ConcurrentChange), and the
 * plans are read again and `change` asked again, up to five rounds. `change` sees the plans as
 * they are now: it throws when its own plan is no longer what the user acted on (gone: NotFound;
 * a done of a plan done meanwhile: ConcurrentChange). `first` saves the first round's reads.
 */
export async function commitItemPlans(
  companyId: string,
  itemId: string,
  items: ItemDueWriter,
  change: (plans: PlanRecord[]) => PlansChange,
  first?: ItemPlansRead,
): Promise<void> {
  let read = first;
  for (let round = 1; ; round++) {
    if (!read) {
      const item = await items.companyItem(companyId, itemId);
      if (!item) throw new AppError('NotFound');
      read = { version: item.version, plans: await plansOfItem(companyId, itemId) };
    }
    const { writes, plans } = change(read.plans);
    try {
      await transact([...writes, items.maintenanceDueWrite(companyId, itemId, read.version, earliestDue(plans))]);
      return;
    } catch (error) {
      if (!(error instanceof AppError && error.errorName === 'ConcurrentChange') || round >= rounds) throw error;
      read = undefined;
      await pause();
    }
  }
}
