import * as z from 'zod';
import { roles } from '../roles';
import { fieldError, idField, pageQuery, requiredText } from './common';
import { moneyField } from './common';
import { lazySchema } from './lazy';
import { photoResult } from './photos';
import { photoNamePattern } from '../photos';
import { listItemsQuery } from './items';

/**
 * Maintenance plans (issue 28, docs/maintenance.md): a recurring (or one-time) job on an item, its
 * next due date, reminders before it and on the day, and the log of what was done.
 */
export const maintenanceLimits = {
  /** Plans one item may hold. */
  plansPerItem: 20,
  /** Items named by id in one create request (answered at once, as bulk actions by ids). */
  itemIdsMax: 100,
  /** Items of a type or model one create request gives a plan each. */
  selectionMax: 500,
  checklistMax: 30,
  daysAheadMax: 365,
  repeatEveryMax: 999,
  /** The due list's page. */
  duePageSize: 20,
  logPageSize: 10,
  /** How far back the daily job catches up missed days. */
  catchUpDays: 31,
  /** Photos one "maintenance done" record carries (as a comment: the work's result, not an album). */
  photosPerDone: 5,
} as const;

/** `once`: the first due date only; otherwise every `repeatEvery` days, weeks or months. */
export const repeatUnits = ['once', 'days', 'weeks', 'months'] as const;
export type RepeatUnit = (typeof repeatUnits)[number];

/** Roles a plan may remind besides the item's responsible person. */
export const remindableRoles = ['root', 'admin', 'stockman', 'worker'] as const satisfies readonly (typeof roles)[number][];
export type RemindableRole = (typeof remindableRoles)[number];

/** A calendar date, yyyy-mm-dd (no time, no zone: docs/maintenance.md, "Dates"). */
export const dateField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldError.rule('date') })
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, { error: fieldError.rule('date') }),
);

const text = (max: number) => z.string().trim().max(max, { error: fieldError.rule('max_length') });

const planFields = () => ({
  title: requiredText(120),
  repeatUnit: z.enum(repeatUnits, { error: fieldError.rule('repeat') }),
  repeatEvery: z.coerce.number().int({ error: fieldError.rule('integer') }).min(1, { error: fieldError.rule('positive') }).max(maintenanceLimits.repeatEveryMax).default(1),
  /** Whether the next due date counts from the day it was done rather than from the due date. */
  fromCompletion: z.boolean().default(false),
  remindResponsible: z.boolean().default(true),
  remindRoles: z.array(z.enum(remindableRoles)).max(remindableRoles.length).default([]),
  /** Days before the due date of the early reminder; 0: only the reminder on the day. */
  daysAhead: z.coerce.number().int({ error: fieldError.rule('integer') }).min(0).max(maintenanceLimits.daysAheadMax).default(7),
  checklist: z.array(requiredText(200)).max(maintenanceLimits.checklistMax).default([]),
  /** Expected cost of one maintenance, in the company currency. */
  expectedCost: moneyField.nullable().optional(),
});

export const createPlanBody = lazySchema(() =>
  z
    .object({
      ...planFields(),
      firstDue: dateField,
      /** Items by id; each gets its own plan. */
      items: z.array(idField).max(maintenanceLimits.itemIdsMax).default([]),
      /** Every item of this type and/or model gets a plan too. */
      itemType: text(120).optional(),
      itemModel: text(120).optional(),
      /** Every item the items list's query matches gets a plan too ("all matching" of the list's selection), up to `selectionMax`. */
      filter: listItemsQuery.omit({ limit: true, offset: true, after: true }).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.items.length === 0 && !body.itemType && !body.itemModel && !body.filter) ctx.addIssue({ code: 'custom', path: ['items'], message: fieldError.required });
    })
    .meta({ id: 'CreateMaintenancePlanBody' }),
);
export type CreatePlanInput = z.output<typeof createPlanBody>;

/** Which items a plan for a type and/or model would cover (the web's confirmation before creating). */
export const selectionQuery = lazySchema(() =>
  z
    .object({ itemType: text(120).optional(), itemModel: text(120).optional() })
    .superRefine((query, ctx) => {
      if (!query.itemType && !query.itemModel) ctx.addIssue({ code: 'custom', path: ['itemType'], message: fieldError.required });
    }),
);
export type SelectionQuery = z.output<typeof selectionQuery>;

export const selectionAnswer = lazySchema(() =>
  z
    .object({
      /** The open items of the type and/or model (decommissioned ones take no plan): each would get a plan. */
      count: z.number().int(),
    })
    .meta({ id: 'MaintenanceSelection' }),
);

export const editPlanBody = lazySchema(() => {
  const fields = planFields();
  return z
    .object({
      title: fields.title.optional(),
      repeatUnit: fields.repeatUnit.optional(),
      repeatEvery: z.coerce.number().int({ error: fieldError.rule('integer') }).min(1, { error: fieldError.rule('positive') }).max(maintenanceLimits.repeatEveryMax).optional(),
      fromCompletion: z.boolean().optional(),
      remindResponsible: z.boolean().optional(),
      remindRoles: z.array(z.enum(remindableRoles)).max(remindableRoles.length).optional(),
      daysAhead: z.coerce.number().int().min(0).max(maintenanceLimits.daysAheadMax).optional(),
      checklist: z.array(requiredText(200)).max(maintenanceLimits.checklistMax).optional(),
      expectedCost: fields.expectedCost,
      /** Moves the next due date (reschedules); the repeat rule goes on from it. */
      nextDue: dateField.optional(),
    })
    .meta({ id: 'EditMaintenancePlanBody' });
});
export type EditPlanInput = z.output<typeof editPlanBody>;

export const maintenancePlanSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      itemId: z.string(),
      itemTitle: z.string(),
      title: z.string(),
      repeatUnit: z.enum(repeatUnits),
      repeatEvery: z.number().int(),
      fromCompletion: z.boolean(),
      remindResponsible: z.boolean(),
      remindRoles: z.array(z.enum(roles)),
      daysAhead: z.number().int(),
      checklist: z.array(z.string()),
      /** Exact decimal string in the company currency, or null. */
      expectedCost: z.string().nullable(),
      firstDue: z.string(),
      /** The next due date (yyyy-mm-dd); null once a one-time plan is done. */
      nextDue: z.string().nullable(),
      lastDone: z.string().nullable(),
      finished: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'MaintenancePlan' }),
);
export type MaintenancePlan = z.infer<typeof maintenancePlanSchema>;

export const maintenancePlansPage = lazySchema(() =>
  z.object({ data: z.array(maintenancePlanSchema), count: z.number().int() }).meta({ id: 'MaintenancePlansPage' }),
);

export const maintenanceDuePage = lazySchema(() =>
  z
    .object({
      data: z.array(maintenancePlanSchema),
      count: z.number().int(),
      /** The day "overdue" and "within N days" were counted from. */
      today: z.string(),
    })
    .meta({ id: 'MaintenanceDuePage' }),
);

export const dueQuery = lazySchema(() =>
  pageQuery(maintenanceLimits.duePageSize).extend({
    /** Due from today to today + N days (with overdue: everything up to today + N). */
    within: z.coerce.number().int().min(0).max(366).optional(),
    /** Due before today. */
    overdue: z.enum(['true', 'false']).optional().transform((value) => value === 'true'),
    /** The caller's own date (its time zone); accepted within a day of the server's UTC date. */
    today: dateField.optional(),
  }),
);
export type DueQuery = z.output<typeof dueQuery>;

export const itemPlansParams = lazySchema(() => z.object({ company: idField, id: idField }));
export const planParams = lazySchema(() => z.object({ company: idField, id: idField, planId: idField }));
export const logQuery = lazySchema(() => pageQuery(maintenanceLimits.logPageSize));

export const doneBody = lazySchema(() =>
  z
    .object({
      /** The day it was done; today when absent. */
      doneOn: dateField.optional(),
      cost: moneyField.nullable().optional(),
      note: text(1000).optional().transform((value) => value || null),
      /** The plan's checklist, each point done or not. */
      checklist: z.array(z.object({ item: requiredText(200), done: z.boolean() })).max(maintenanceLimits.checklistMax).default([]),
      /** Photos uploaded by the presigned POSTs of `/photos/uploads`, by name (they need the storage feature). */
      photos: z.array(z.string().regex(photoNamePattern, { error: 'invalid_rule_photo_name' })).max(maintenanceLimits.photosPerDone).default([]),
    })
    .meta({ id: 'MaintenanceDoneBody' }),
);
export type DoneInput = z.output<typeof doneBody>;

export const doneRecordSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      planId: z.string(),
      planTitle: z.string(),
      itemId: z.string(),
      /** The due date this maintenance closed. */
      dueDate: z.string().nullable(),
      doneOn: z.string(),
      by: z.string(),
      byName: z.string(),
      cost: z.string().nullable(),
      note: z.string().nullable(),
      checklist: z.array(z.object({ item: z.string(), done: z.boolean() })),
      /** Its photos, shown through `/images/{name}`. */
      photos: z.array(z.object({ name: z.string() })),
      createdAt: z.string(),
    })
    .meta({ id: 'MaintenanceDone' }),
);
export type DoneRecord = z.infer<typeof doneRecordSchema>;

export const doneAnswer = lazySchema(() =>
  z
    .object({
      plan: maintenancePlanSchema,
      done: doneRecordSchema,
      /** Each photo's verdict when photos were sent; PhotosPartlyUploaded when some (not all) were refused. */
      results: z.array(photoResult),
      warning: z.literal('PhotosPartlyUploaded').optional(),
    })
    .meta({ id: 'MaintenanceDoneAnswer' }),
);
export const maintenanceLogPage = lazySchema(() => z.object({ data: z.array(doneRecordSchema), count: z.number().int() }).meta({ id: 'MaintenanceLogPage' }));
