import type { FoundAnswer, FoundMessageInput } from '../../shared/schemas/found';
import { getCompany } from '../company/public';
import { throttleAction } from '../lib/auth/throttles';
import { sortableId } from '../lib/db/keys';
import { reservationOf } from '../lib/label-codes';
import { raiseNotification } from '../lib/notifications/raise';
import { foundNotification, publicView, type FoundItem } from './found-rules';
import { itemById, itemIdByCode } from './store/reads';

/*
 * A printed label's page for anyone (docs/found-items.md): GET and POST /found/{code}, with no token.
 * Item codes are unique only within a company, so a code alone names a company only when a label
 * generated it: its reservation (LABEL_CODE#<code>, one per code product-wide) says whose it is. The
 * item is then looked for in that company only; any other code is unknown, whoever else may use it.
 */

/** The item a label code marks in the company that reserved the code, or null (never another company's item). */
export async function foundItemOf(code: string): Promise<FoundItem | null> {
  const reservation = await reservationOf(code);
  if (!reservation) return null;
  const companyId = reservation.companyId;
  const itemId = await itemIdByCode(companyId, code);
  if (!itemId) return null;
  const [item, company] = await Promise.all([itemById(companyId, itemId), getCompany(companyId)]);
  if (!item || !company) return null;
  return { companyId, companyName: company.title, companyOwner: company.owner, itemId: item._id, title: item.title };
}

/** GET /found/{code}: the company's name, the item's title and the code; empty names for an unknown code. */
export async function foundItem(code: string, sourceIp: string): Promise<FoundAnswer> {
  await throttleAction('foundLookup', { address: sourceIp });
  return publicView(code, await foundItemOf(code));
}

/**
 * POST /found/{code}: counted per address and per code before anything is read (an unknown code
 * counts too, so the limits tell nothing either), then raises item_found for the company's root and
 * admins. An unknown code answers the same and notifies nobody.
 */
export async function reportFound(code: string, input: FoundMessageInput, sourceIp: string): Promise<{ sent: true }> {
  await throttleAction('foundMessage', { address: sourceIp, item: code });
  const found = await foundItemOf(code);
  if (found) await raiseNotification(foundNotification(found, code, input, sortableId()));
  return { sent: true };
}
