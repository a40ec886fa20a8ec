import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ErrorName } from '../../../shared/errors';
import { AppError } from '../http/errors';
import { db } from './client';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction item plus the domain error its failed condition means. */
export interface GuardedItem {
  item: TransactItem;
  onConditionFailed?: ErrorName;
}

/**
 * Writes all items or none. When a condition fails, the cancellation reasons (in item order) say
 * which one, and its domain error is thrown (e.g. a taken e-mail claim becomes EmailAlreadyUsed);
 * a clash with a concurrent transaction on the same items is ConcurrentChange.
 */
export async function transact(items: GuardedItem[], clientRequestToken?: string): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({ TransactItems: items.map((entry) => entry.item), ClientRequestToken: clientRequestToken }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      const name = failed >= 0 ? items[failed]?.onConditionFailed : undefined;
      if (name) throw new AppError(name);
      // Another transaction was writing one of the same items at that moment.
      if (reasons.some((reason) => reason.Code === 'TransactionConflict')) throw new AppError('ConcurrentChange');
    }
    throw error;
  }
}
