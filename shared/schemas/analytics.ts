import * as z from 'zod';
import { storedCurrencies } from '../limits';
import { itemStatuses } from './items';
import { lazySchema } from './lazy';

/**
 * Analytics of a company's items (assets.md "Analytics data": brands, models, types, objects,
 * locations, customs), read from the exact facet counts the item changes keep (docs/analytics.md).
 * Money is a decimal string in the company currency, exact like the item list's total.
 */

/** How many entries of one dimension the answer lists, largest first; the rest are summed in `others`. */
export const analyticsEntriesMax = 50;

const money = lazySchema(() => z.string().meta({ description: 'Decimal amount in the company currency, e.g. "1250.00"' }));

const share = lazySchema(() => z.object({ count: z.number().int(), value: money }));

/**
 * Book value beside the cost (docs/depreciation.md, "Analytics: book value"): the sum of the items'
 * book values from the company's daily snapshot, null before the first snapshot or for a value the
 * snapshot does not hold (new since, or beyond the values it keeps).
 */
const bookValue = lazySchema(() => money.nullable().meta({ description: 'Book value of these items as of `bookValue.asOf`, null when the snapshot has none' }));

const valuedShare = lazySchema(() => share.extend({ bookValue }));

export const analyticsEntry = lazySchema(() =>
  z
    .object({
      /** The value as the item list's filter takes it (brand text, object or location id, custom value). */
      key: z.string(),
      label: z.string(),
      count: z.number().int(),
      value: money,
      bookValue,
    })
    .meta({ id: 'AnalyticsEntry' }),
);
export type AnalyticsEntry = z.infer<typeof analyticsEntry>;

export const analyticsDimension = lazySchema(() =>
  z
    .object({
      /** Largest first (by count, then value), at most analyticsEntriesMax. */
      entries: z.array(analyticsEntry),
      /** The values beyond the listed ones: how many, and their items summed. */
      others: valuedShare.extend({ entries: z.number().int() }),
      /** Items with no value in this dimension. */
      unset: valuedShare,
      /**
       * False when the dimension has more distinct values than one answer reads: the entries are then
       * a part of them, `others` holds every item not listed (with or without a value) and `unset` is zero.
       */
      complete: z.boolean(),
    })
    .meta({ id: 'AnalyticsDimension' }),
);
export type AnalyticsDimension = z.infer<typeof analyticsDimension>;

export const analyticsDimensions = ['brand', 'model', 'type', 'object', 'location'] as const;
export type AnalyticsDimensionName = (typeof analyticsDimensions)[number];

export const analyticsAnswer = lazySchema(() =>
  z
    .object({
      currency: z.enum(storedCurrencies),
      total: share,
      statuses: z.array(z.object({ status: z.enum(itemStatuses), count: z.number().int(), value: money, bookValue })),
      dimensions: z.object({
        brand: analyticsDimension,
        model: analyticsDimension,
        type: analyticsDimension,
        object: analyticsDimension,
        location: analyticsDimension,
      }),
      /**
       * Items out under bookings now, and those of them under a booking whose end has passed
       * (docs/bookings.md, "Items out and changes"): every item out counts, inactive ones too.
       */
      bookings: z.object({ checkedOut: z.number().int(), overdue: z.number().int() }),
      /** One per custom field name in use, most used first; `unset` counts the items without the field. */
      custom: z.array(analyticsDimension.extend({ field: z.string(), count: z.number().int(), value: money, bookValue })),
      /**
       * The book value snapshot the `bookValue`s come from: the day it is as of, when it was computed and the
       * company's total. `pending`: a newer one is being computed (none yet, another day, or the
       * depreciation defaults changed since); the fields are null before the first one.
       */
      bookValue: z.object({
        asOf: z.iso.date().nullable(),
        computedAt: z.iso.datetime({ offset: true }).nullable(),
        total: money.nullable(),
        pending: z.boolean(),
      }),
    })
    .meta({ id: 'Analytics' }),
);
export type Analytics = z.infer<typeof analyticsAnswer>;
