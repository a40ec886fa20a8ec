import * as z from 'zod';
import { depreciationMethods } from '../depreciation';
import { dayField, fieldError, moneyField } from './common';
import { lazySchema } from './lazy';

/**
 * An item's depreciation terms (issue 28, section 3; docs/depreciation.md). Each is optional on
 * create and nullable on edit (null clears it and the item's type default, if any, applies).
 */
export const usefulLifeField = lazySchema(() =>
  z.coerce.number({ error: fieldError.rule('integer') }).int({ error: fieldError.rule('integer') }).min(1, { error: fieldError.rule('useful_life') }).max(1200, { error: fieldError.rule('useful_life') }),
);
export const depreciationMethodField = lazySchema(() => z.enum(depreciationMethods, { error: fieldError.rule('depreciation_method') }));
/** Yearly percent, > 0 and <= 100, at most 2 decimals. */
export const depreciationRateField = lazySchema(() =>
  z.coerce
    .number({ error: fieldError.rule('depreciation_rate') })
    .gt(0, { error: fieldError.rule('depreciation_rate') })
    .max(100, { error: fieldError.rule('depreciation_rate') })
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, { error: fieldError.rule('depreciation_rate') }),
);

/** The terms' fields of a body: each may be left out (kept, or the type's default on a new item) or null (cleared). */
export const depreciationTermFields = () => ({
  inServiceDate: dayField.nullable().optional(),
  usefulLifeMonths: usefulLifeField.nullable().optional(),
  /** Per unit, like price. */
  salvageValue: moneyField.nullable().optional(),
  depreciationMethod: depreciationMethodField.nullable().optional(),
  depreciationRate: depreciationRateField.nullable().optional(),
});

/** The computed depreciation of an item as of today (UTC), for its total (unit price x quantity). */
export const itemDepreciationSchema = lazySchema(() =>
  z
    .object({
      bookValue: z.string(),
      accumulated: z.string(),
      /** Months charged so far. */
      months: z.number().int(),
      /** YYYY-MM-DD, the day it is computed for. */
      asOf: z.string(),
      method: z.enum(depreciationMethods),
      usefulLifeMonths: z.number().int(),
      /** Where the useful life came from: the item's own field, or its type's company default. */
      source: z.enum(['item', 'type']),
    })
    .meta({ id: 'ItemDepreciation' }),
);
export type ItemDepreciation = z.infer<typeof itemDepreciationSchema>;
