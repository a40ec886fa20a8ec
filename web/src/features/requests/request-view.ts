import type { RequestStatusName } from '../../../../shared/schemas/requests';
import type { ErrorName } from '../../../../shared/errors';
import { isApiError } from '../../lib/api-client';

/** The current order before it is saved (spec status -1) beside the saved statuses. */
export type ShownStatus = RequestStatusName | 'local';

/** Status colours: a draft grey, paid and waiting blue, in progress orange, sent green, rejected red. */
export const statusPalette: Record<ShownStatus, string> = {
  local: 'gray',
  saved: 'gray',
  new: 'blue',
  in_progress: 'orange',
  done: 'green',
  rejected: 'red',
};

/** Errors that say more than the spec's general "Error request creation" and the like: their own catalogue text shows instead. */
const telling: readonly ErrorName[] = [
  'EmptyOrder',
  'RequestNotEditable',
  'DeliveryLookupError',
  'PaymentCreationError',
  'SubscriptionExpired',
  'NotFound',
  'AccessError',
];

/** The catalogue error to show for a failed order call, or null for the spec's general message of that call. */
export function tellingError(error: unknown): ErrorName | null {
  if (!isApiError(error)) return null;
  return telling.find((name) => name === error.error) ?? null;
}
