import { requestStatuses } from '../../shared/schemas/requests';
import { keys } from '../lib/db/keys';
import { tableName } from '../lib/db/client';
import type { GuardedItem } from '../lib/db/transactions';

/**
 * What other domains may use of sticker orders: payments fulfils an order in the same transaction
 * that records its approved payment (docs/sticker-orders.md). Everything else here is internal.
 */

/**
 * Transaction items that mark the order paid (status saved -> new, publishedAt, processing 0) if it
 * still exists, is a saved draft and waits for exactly this payment. When it does not (rejected,
 * already paid, or re-published with a newer payment), the transaction fails with RequestNotEditable
 * so the caller can record the payment without fulfilling anything.
 */
export function paidRequestItems(companyId: string, requestId: string, paymentId: string, at: Date): GuardedItem[] {
  const now = at.toISOString();
  return [
    {
      item: {
        Update: {
          TableName: tableName(),
          Key: keys.stickerRequest(companyId, requestId),
          UpdateExpression: 'SET #status = :new, processing = :processing, publishedAt = :now, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND #status = :saved AND paymentId = :paymentId',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':new': requestStatuses.new,
            ':saved': requestStatuses.saved,
            ':processing': 0,
            ':paymentId': paymentId,
            ':now': now,
          },
        },
      },
      onConditionFailed: 'RequestNotEditable',
    },
  ];
}
