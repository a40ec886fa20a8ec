import { keys } from '../lib/db/keys';
import type { GuardedItem } from '../lib/db/transactions';
import { conditionalUpdate, guardedUpdate } from '../lib/db/writes';

/**
 * The item's earliest maintenance due date, kept on its record (`nextMaintenanceDue`, yyyy-mm-dd;
 * absent: no unfinished plan), so every row of the items list shows it without a read per row
 * (docs/maintenance.md, "In the items list and on the item's card"). The maintenance domain computes
 * it from the item's plans and writes it in the same transaction as the plans' change.
 *
 * The write moves the item's version, conditional on the version read before the plans were read:
 * two changes of one item's plans at once (or a plan change and an item change) cannot both commit
 * on what they read, so the date never stays at a minimum of plans that no longer are; an item change
 * (a full put of what it read) cannot put back an older date either. The loser gets ConcurrentChange
 * (the maintenance domain reads again and retries). `updatedAt` stays: the date is not one of the
 * item's own fields (the integration API's "changed since" does not follow it).
 */
export function maintenanceDueWrite(companyId: string, itemId: string, seenVersion: number, due: string | null): GuardedItem {
  return guardedUpdate(
    conditionalUpdate(keys.item(companyId, itemId), {
      update: due ? 'SET nextMaintenanceDue = :due, version = version + :one' : 'SET version = version + :one REMOVE nextMaintenanceDue',
      condition: 'version = :seen',
      values: { ':seen': seenVersion, ':one': 1, ...(due ? { ':due': due } : {}) },
    }),
    'ConcurrentChange',
  );
}
