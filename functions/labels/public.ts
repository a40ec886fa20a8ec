import { AppError } from '../lib/http/errors';
import type { GuardedItem } from '../lib/db/transactions';
import { bindReservation, reservationOf } from './store';

/** A new code as generated labels carry it (bulk labels give one to each item without a code). */
export { newLabelCode } from './store';

/**
 * What other domains may ask of labels: items' mark binds a generated code to the item. Nothing here
 * loads the PDF libraries.
 */

/**
 * The transaction items that bind `code` to the item when the code was generated for a label: none
 * for a code no label reserved; CodeReservedElsewhere for a code another company's labels carry.
 */
export async function labelBinding(companyId: string, code: string, itemId: string): Promise<GuardedItem[]> {
  const reservation = await reservationOf(code);
  if (!reservation) return [];
  if (reservation.companyId !== companyId) throw new AppError('CodeReservedElsewhere');
  return [bindReservation(companyId, code, itemId)];
}
