import { requestStatuses, type RequestStatusName, type StickerRequest } from '../../shared/schemas/requests';
import type { RequestRecord } from './store';

/**
 * How long an opened checkout may still be paid: no edit or rejection meanwhile, so a payment
 * always pays for the lines it was opened for. At least the checkout lifetime the payments domain
 * gives the provider (docs/sticker-orders.md).
 */
export const checkoutPendingMs = 60 * 60 * 1000;

const statusNames = Object.fromEntries(Object.entries(requestStatuses).map(([name, value]) => [value, name])) as Record<number, RequestStatusName>;
export const statusNameOf = (status: number): RequestStatusName => statusNames[status]!;

/** A checkout of this order opened less than an hour ago may still be paid. */
export function paymentPending(record: RequestRecord, now: Date): boolean {
  return record.checkoutStartedAt !== null && now.getTime() - Date.parse(record.checkoutStartedAt) < checkoutPendingMs;
}

/** Only saved drafts with no checkout that may still be paid can change. */
export function isEditable(record: RequestRecord, now: Date): boolean {
  return record.status === requestStatuses.saved && !paymentPending(record, now);
}

export function toRequest(record: RequestRecord, now = new Date()): StickerRequest {
  return {
    _id: record._id,
    code: record.code,
    status: record.status,
    statusName: statusNameOf(record.status),
    processing: record.processing,
    lines: record.lines,
    totalCents: record.totalCents,
    currency: record.currency,
    sender: record.sender,
    recipient: record.recipient,
    delivery: record.delivery,
    comment: record.comment,
    paymentId: record.paymentId,
    editable: isEditable(record, now),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    publishedAt: record.publishedAt,
  };
}
