import type { ErrorName } from '../../../shared/errors';
import { statusAllows, type ItemAction } from '../../../shared/item-rules';
import type { BulkActionParams } from '../../../shared/schemas/item-bulk';
import { displayName } from '../../../shared/schemas/users';
import type { GuardedItem } from '../../lib/db/transactions';
import { AppError } from '../../lib/http/errors';
import type { Actor } from '../../lib/http/session';
import { getUser, isInactive } from '../../users/public';
import type { LogKind } from '../store/changes';
import { openBookingsOf } from '../../bookings/public';
import { removePhotos } from '../photos/storage';
import { deactivation, decommissioned, reactivation, removeBesideItem } from '../operations';
import { objectWithLocation } from '../places';
import type { ItemRecord } from '../store/record';
import { prepareMove, raiseBulkTransferWaiting } from '../transfers';
import type { BulkJobRecord } from './jobs';

/**
 * What each bulk action does to one item: the single-item operation's rules (shared/item-rules.ts)
 * decide whether it applies, and an item it does not apply to is skipped with the error the single
 * call would answer, instead of stopping the others.
 */

export interface Refusal {
  error: ErrorName;
  status?: string;
}

/** The change of one step's items, and the writes that go with them in the step's transaction. */
export interface Step {
  change(record: ItemRecord): Partial<ItemRecord> | null;
  writes: GuardedItem[];
}

export interface ActionPlan {
  kind: LogKind;
  /** Whether decommissioned and inactive items take the action (deletion; reactivation, which refuses the others itself). */
  allowClosed: boolean;
  refusal(record: ItemRecord): Refusal | null;
  /** Refusals that need a read beyond the item (deletion: items a booking holds), for a step's items at once. */
  refusalsAmong?(records: readonly ItemRecord[]): Promise<ReadonlyMap<string, Refusal>>;
  /** Items the action has nothing to change on count as done without a write (labels: items that have a code). */
  untouched?(record: ItemRecord): boolean;
  step(records: readonly ItemRecord[]): Step;
  /** After a step committed: what lives beside the items (a deleted item's history, comments and photos). */
  afterStep?(before: readonly ItemRecord[]): Promise<void>;
  /** After the last step: the one notice of the job. */
  finish?(job: BulkJobRecord): Promise<void>;
}

const closed = (record: ItemRecord): Refusal | null =>
  record.status === 'decommissioned' ? { error: 'ItemClosed' } : record.status === 'inactive' ? { error: 'ItemInactive' } : null;

/** The refusal of a status rule: ItemClosed for a decommissioned item, ItemInactive for an inactive one, else ItemStatusError with the status. */
function statusRefusal(action: ItemAction) {
  return (record: ItemRecord): Refusal | null =>
    closed(record) ?? (statusAllows(action, record) ? null : { error: 'ItemStatusError', status: record.status });
}

const same = (change: (record: ItemRecord) => Partial<ItemRecord> | null) => () => ({ change, writes: [] });

async function companyPerson(companyId: string, userId: string) {
  const user = await getUser(userId);
  if (!user || user.company !== companyId || isInactive(user)) throw new AppError('ValidationError', { fields: { user: 'invalid_rule_person' } });
  return user;
}

/**
 * The plan of an action, its parameters checked once (a person or object that is not the company's
 * is a ValidationError before anything changes).
 */
export async function planOf(actor: Actor, params: BulkActionParams): Promise<ActionPlan> {
  switch (params.action) {
    case 'move': {
      const move = await prepareMove(actor, params.user, params.object);
      return {
        kind: move.kind,
        allowClosed: false,
        refusal: statusRefusal('move'),
        step(records) {
          const transfer = move.start(records.map((record) => record._id));
          return { change: (record) => move.change(transfer, record), writes: move.writes(transfer) };
        },
        finish: async (job) => {
          if (move.needsConfirmation && job.first && job.done > 0) {
            await raiseBulkTransferWaiting(actor, job._id, move.recipientId, job.first.id, job.done, job.first.title);
          }
        },
      };
    }
    case 'place': {
      const place = await objectWithLocation(actor.companyId, params.object, params.location);
      return { kind: 'change_location', allowClosed: false, refusal: closed, step: same(() => place) };
    }
    case 'repair': {
      const service = { title: params.title, reason: params.reason, location: params.location };
      return { kind: 'service', allowClosed: false, refusal: statusRefusal('repair'), step: same(() => ({ status: 'in_service', service })) };
    }
    case 'back': {
      const user = await companyPerson(actor.companyId, params.user);
      const change = { status: 'returned_from_service' as const, service: null, responsibleId: user._id, responsibleName: displayName(user) };
      return { kind: 'return_service', allowClosed: false, refusal: statusRefusal('back'), step: same(() => change) };
    }
    case 'ban':
      return { kind: 'ban', allowClosed: false, refusal: statusRefusal('ban'), step: same(() => decommissioned()) };
    case 'deactivate':
      return { kind: 'deactivate', allowClosed: false, refusal: statusRefusal('deactivate'), step: same(deactivation) };
    case 'reactivate':
      return {
        kind: 'reactivate',
        allowClosed: true,
        refusal: (record) => (statusAllows('reactivate', record) ? null : { error: 'ItemStatusError', status: record.status }),
        step: same(reactivation),
      };
    case 'delete':
      return {
        kind: 'edit',
        allowClosed: true,
        refusal: () => null,
        refusalsAmong: async (records) => {
          const booked = await openBookingsOf(actor.companyId, records.map((record) => record._id));
          return new Map([...booked].map(([itemId, booking]) => [itemId, { error: 'ItemBooked' as const, status: booking.status }]));
        },
        step: same(() => null),
        afterStep: async (before) => {
          for (const record of before) await removeBesideItem(actor.companyId, record._id);
          const photos = before.flatMap((record) => record.photos.map((photo) => photo.name));
          if (photos.length) await removePhotos(photos);
        },
      };
  }
}
