import { requestStatuses, type RequestStatusName } from '../../shared/schemas/requests';
import { statusNameOf } from './present';
import { getRequest, moveStatus, requestByCode, type RequestRecord } from './store';

/**
 * Support's side of a paid order (scripts/set-request-status.ts, docs/sticker-orders.md): new ->
 * in progress (being made) -> done (stickers sent). Orders are found by company and code, the
 * handle customers quote.
 */

export type SupportStatus = Extract<RequestStatusName, 'in_progress' | 'done'>;

/** The statuses each support status may follow. */
const movesFrom: Record<SupportStatus, readonly RequestRecord['status'][]> = {
  in_progress: [requestStatuses.new],
  done: [requestStatuses.new, requestStatuses.in_progress],
};

export type SupportMove = { ok: true; record: RequestRecord } | { ok: false; reason: string };

/** Moves a paid order on; refused (with the reason) when it is unknown or its status does not allow it. */
export async function setRequestStatus(companyId: string, code: string, to: SupportStatus, at = new Date()): Promise<SupportMove> {
  const record = await requestByCode(companyId, code);
  if (!record) return { ok: false, reason: `No order ${code} in company ${companyId}` };
  const moved = await moveStatus(companyId, record._id, movesFrom[to], { status: requestStatuses[to], processing: to === 'done' ? 1 : 0 }, at);
  if (!moved) {
    const current = statusNameOf((await getRequest(companyId, record._id))?.status ?? record.status);
    return { ok: false, reason: `Order ${record.code} is ${current}; ${to} follows only ${movesFrom[to].map(statusNameOf).join(' or ')}` };
  }
  return { ok: true, record: (await getRequest(companyId, record._id))! };
}
