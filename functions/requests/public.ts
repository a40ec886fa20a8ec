import { requestStatuses } from '../../shared/schemas/requests';
import { keys } from '../lib/db/keys';
import { tableName } from '../lib/db/client';
import type { GuardedItem } from '../lib/db/transactions';

/**
 * What other domains may use of sticker orders: payments fulfils an order in the same transaction
 * that records its approved payment (docs/sticker-orders.md). Everything else here is internal.
 */

/**
 * Transaction items that mark the order paid (status saved -> new, publishedAt, processing 0, the
 * paying paymentId) if it still exists, is a saved draft and waits for this payment: one of the
 * payments started for its content as it is now (publishing again opens a fresh checkout while the
 * older one may still be paid; changing the lines forgets the older ones). When it does not wait
 * (rejected, already paid by another payment, changed since), the transaction fails with
 * RequestNotEditable, so the caller can record the payment without fulfilling anything.
 */
export function paidRequestItems(companyId: string, requestId: string, paymentId: string, at: Date): GuardedItem[] {
  const now = at.toISOString();
  return [
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.stickerRequest(companyId, requestId),
          UpdateExpression: 'SET #status = :new, processing = :processing, paymentId = :paymentId, pendingPaymentIds = :none, publishedAt = :now, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND #status = :saved AND contains(pendingPaymentIds, :paymentId)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':new': requestStatuses.new,
            ':saved': requestStatuses.saved,
            ':processing': 0,
            ':paymentId': paymentId,
            ':none': [],
            ':now': now,
          },
        },
      },
      onConditionFailed: 'RequestNotEditable',
    },
  ];
}
