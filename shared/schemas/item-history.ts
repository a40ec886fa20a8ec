import * as z from 'zod';
import { limits } from '../limits';
import { pageQuery } from './common';
import { lazySchema } from './lazy';

/**
 * What items went through: history entries and transfers. Apart from the item schemas because the
 * users function answers a person's history and transfers too and should not build the rest.
 */

export const itemLogEntrySchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      item: z.string(),
      /** The item's display title when the entry was written. */
      itemTitle: z.string(),
      /** What happened: a key of `logKinds` (functions/items/store/changes.ts), e.g. `mark`, `edit`, `photo_added`, `photo_removed`. */
      kind: z.string(),
      /** The spec's numeric action-log code; null for field edits, photo changes and integration changes, which have none. */
      actionCode: z.number().int().nullable(),
      /** The spec's history-type code (0 init, 1 replacement, 2 write-off, 3 stocktaking, 4 delete, 5 add, 6 auth). */
      historyCode: z.number().int(),
      by: z.string(),
      at: z.string(),
      before: z.record(z.string(), z.unknown()),
      after: z.record(z.string(), z.unknown()),
    })
    .meta({ id: 'ItemTransaction' }),
);

export const itemTransactionsQuery = lazySchema(() => pageQuery(limits.pageSize.transactions));
export const itemTransactionsPage = lazySchema(() =>
  z
    .object({ data: z.array(itemLogEntrySchema), count: z.number().int() })
    .meta({ id: 'ItemTransactionsPage' }),
);

export const transferStatuses = ['pending', 'completed', 'denied'] as const;
export const transferSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      status: z.enum(transferStatuses),
      /** accepted, rejected (by the recipient) or cancelled (by the sender); null while pending. */
      resolution: z.enum(['accepted', 'rejected', 'cancelled']).nullable(),
      from: z.string(),
      to: z.string(),
      toName: z.string(),
      object: z.string().nullable(),
      items: z.array(z.string()),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    })
    .meta({ id: 'Transfer' }),
);
export type Transfer = z.infer<typeof transferSchema>;
export const transfersAnswer = lazySchema(() => z.object({ data: z.array(transferSchema) }).meta({ id: 'Transfers' }));
