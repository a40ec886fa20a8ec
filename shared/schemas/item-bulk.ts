import * as z from 'zod';
import { errorNames } from '../errors';
import { labelFormatField } from './labels';
import { maxBoundPairs } from '../label-formats';
import { fieldError, idField, requiredText } from './common';
import { listItemsQuery } from './items';
import { lazySchema } from './lazy';

/**
 * Bulk actions on a selection of the items list (docs/bulk-actions.md): the ids of up to 100 items,
 * or the list's own query (filters, search and sort, without paging), which selects every item it
 * matches. Each action follows the rules of the single-item call it repeats (shared/bulk-actions.ts).
 */

/** Ids a selection may name; a larger selection is sent as the list's query. */
export const bulkIdsMax = 100;
/** Up to this many items an action runs within the call; more run as a queued job the panel polls. */
export const bulkInlineMax = 100;
/** Skip reasons a job keeps (the counts stay exact beyond them). */
export const bulkSkipsKept = 200;

export const bulkSelection = lazySchema(() =>
  z.union([
    z.object({ ids: z.array(idField).min(1, { error: fieldError.required }).max(bulkIdsMax, { error: fieldError.rule('item_count') }) }).strict(),
    z.object({ filter: listItemsQuery.omit({ limit: true, offset: true, after: true }) }).strict(),
  ]),
);
export type BulkSelection = z.output<typeof bulkSelection>;

/** Labels take a selection, or a finished import (`import`: its data file id): the items it created, in file order. */
export const labelsSelection = lazySchema(() => z.union([...bulkSelection.options, z.object({ import: idField }).strict()]));
export type LabelsSelection = z.output<typeof labelsSelection>;

export const bulkActionBody = lazySchema(() =>
  z
    .discriminatedUnion('action', [
      z.object({ action: z.literal('move'), selection: bulkSelection, user: idField, object: idField.optional() }),
      z.object({ action: z.literal('place'), selection: bulkSelection, object: idField, location: idField.optional() }),
      z.object({ action: z.literal('repair'), selection: bulkSelection, title: requiredText(200), reason: requiredText(1000), location: requiredText(300) }),
      z.object({ action: z.literal('back'), selection: bulkSelection, user: idField }),
      z.object({ action: z.literal('ban'), selection: bulkSelection, reason: z.string().trim().max(1000).optional() }),
      z.object({ action: z.literal('deactivate'), selection: bulkSelection }),
      z.object({ action: z.literal('reactivate'), selection: bulkSelection }),
      z.object({ action: z.literal('delete'), selection: bulkSelection }),
    ])
    .meta({ id: 'BulkActionBody' }),
);
export type BulkActionInput = z.output<typeof bulkActionBody>;
/** What a job remembers of its action: the body without its selection. */
export type BulkActionParams = { [A in BulkActionInput['action']]: Omit<Extract<BulkActionInput, { action: A }>, 'selection'> }[BulkActionInput['action']];

export const bulkLabelsBody = lazySchema(() => z.object({ selection: labelsSelection, type: labelFormatField }).meta({ id: 'BulkLabelsBody' }));
export type BulkLabelsInput = z.output<typeof bulkLabelsBody>;

/**
 * Binds a generated batch to a selection in order (docs/labels.md): the batch's codes no item has yet,
 * in sheet order, go to the selected items without a code, in the selection's order, up to
 * `maxBoundPairs` pairs a call. `preview` answers the pairs without binding them.
 */
export const bindBatchBody = lazySchema(() =>
  z.object({ batch: idField, selection: labelsSelection, preview: z.boolean().default(false) }).meta({ id: 'BindBatchBody' }),
);
export type BindBatchInput = z.output<typeof bindBatchBody>;

export const bindBatchAnswer = lazySchema(() =>
  z
    .object({
      /** Code i of the batch's free codes with item i of the selection's items without a code. */
      pairs: z.array(
        z.object({
          code: z.string(),
          id: z.string(),
          title: z.string(),
          /** Bound, or why not (absent in a preview). */
          ok: z.boolean().optional(),
          error: z.enum(errorNames as [string, ...string[]]).optional(),
        }),
      ),
      /** Codes of the batch no item has, before this call. */
      freeCodes: z.number().int(),
      /** Selected items without a code, as far as the selection was read (at most `maxBoundPairs` past the pairs). */
      itemsWithoutCode: z.number().int(),
      /** Selected items passed over: they have a code already, or are decommissioned or inactive. */
      itemsWithCode: z.number().int(),
      /** Whether another call would find more pairs (more free codes and more selected items without a code). */
      more: z.boolean(),
    })
    .meta({ id: 'BindBatchAnswer' }),
);
export type BindBatchAnswer = z.infer<typeof bindBatchAnswer>;

/** Pairs one bind-batch call makes. */
export const bindBatchPairsMax = maxBoundPairs;

export const bulkJobStates = ['queued', 'running', 'done', 'failed'] as const;
export type BulkJobState = (typeof bulkJobStates)[number];

export const bulkJobAnswer = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      action: z.enum(['move', 'place', 'repair', 'back', 'ban', 'deactivate', 'reactivate', 'delete', 'labels', 'codes']),
      state: z.enum(bulkJobStates),
      /** Items selected (known once the selection is frozen; 0 before). */
      total: z.number().int(),
      /** Items looked at so far, changed or skipped. */
      processed: z.number().int(),
      done: z.number().int(),
      skipped: z.number().int(),
      /** Why items were skipped: an error name per item (the first ones; `skipped` counts them all). */
      skips: z.array(z.object({ id: z.string(), title: z.string(), error: z.enum(errorNames as [string, ...string[]]), status: z.string().optional() })),
      /** The labels' PDF once printed: a short-lived link (labels only). */
      file: z.object({ url: z.url(), fileName: z.string(), expiresAt: z.string() }).nullable(),
      createdAt: z.string(),
    })
    .meta({ id: 'BulkJob' }),
);
export type BulkJob = z.infer<typeof bulkJobAnswer>;
export type BulkAction = BulkJob['action'];

export const bulkJobParams = lazySchema(() => z.object({ company: idField, id: idField }));
