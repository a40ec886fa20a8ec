import * as z from 'zod';
import { depreciationMethods } from '../depreciation';
import { limits } from '../limits';
import { fieldError, idField, moneyField, pageQuery } from './common';
import { depreciationTermFields, itemDepreciationSchema } from './depreciation';
import { transferSchema } from './item-history';
import { lazySchema } from './lazy';

/** Units offered in forms (assets.md section 3). */
export const formUnits = [
  'pieces', 'mm', 'cm', 'm', 'm2', 'm3', 'km', 'g', 'kg', 't', 'ml', 'l', 'box', 'carton', 'roll', 'pack', 'package', 'set', 'bay', 'pair',
] as const;

/**
 * Item statuses of assets.md section 4; an item is listed under the first that applies, in this order.
 * `inactive` (issue 28) is set aside by hand and gives back the status it had on reactivation (docs/decisions.md).
 */
export const itemStatuses = [
  'inactive', 'decommissioned', 'in_service', 'in_transfer', 'returned_from_service', 'not_marked', 'not_distributed', 'marked',
] as const;
export type ItemStatus = (typeof itemStatuses)[number];

export const itemSorts = ['created', '-created', 'title', '-title', 'price', '-price', 'code', '-code', 'bookValue', '-bookValue'] as const;
export type ItemSort = (typeof itemSorts)[number];

const text = (max: number) => z.string().trim().max(max, { error: fieldError.rule('max_length') });
const optionalText = (max: number) => text(max).optional().transform((value) => (value ? value : null));

export const createItemBody = lazySchema(() =>
  z
    .object({
      title: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(200),
      brand: optionalText(120),
      model: optionalText(120),
      type: optionalText(120),
      serial: optionalText(120),
      capacity: optionalText(120),
      accountingType: z.enum(['single', 'batch']).default('single'),
      quantity: z.coerce.number({ error: fieldError.rule('integer') }).int({ error: fieldError.rule('integer') }).positive({ error: fieldError.rule('positive') }).max(1_000_000_000).default(1),
      units: z.enum(formUnits, { error: fieldError.rule('units') }).optional(),
      /** Price of one unit. */
      price: moneyField.default(0),
      /** How many identical items to create at once. */
      count: z.coerce.number().int({ error: fieldError.rule('integer') }).min(1, { error: fieldError.rule('positive') }).max(limits.itemCopiesMax).default(1),
      object: idField.optional(),
      location: idField.optional(),
      person: idField.optional(),
      customs: z.record(z.string().trim().min(1).max(60), text(300)).optional(),
      ...depreciationTermFields(),
    })
    .superRefine((body, ctx) => {
      if (body.model && !body.brand) ctx.addIssue({ code: 'custom', path: ['brand'], message: fieldError.rule('brand_before_model') });
      if (body.location && !body.object) ctx.addIssue({ code: 'custom', path: ['object'], message: fieldError.rule('object_before_location') });
      if (body.accountingType === 'single' && body.quantity !== 1) ctx.addIssue({ code: 'custom', path: ['quantity'], message: fieldError.rule('single_quantity') });
      if (body.accountingType === 'batch' && !body.units) ctx.addIssue({ code: 'custom', path: ['units'], message: fieldError.required });
    })
    .meta({ id: 'CreateItemBody' }),
);
export type CreateItemInput = z.output<typeof createItemBody>;

export const editItemBody = lazySchema(() =>
  z
    .object({
      title: z.string().trim().min(1, { error: fieldError.required }).max(200).optional(),
      brand: text(120).nullable().optional(),
      model: text(120).nullable().optional(),
      type: text(120).nullable().optional(),
      serial: text(120).nullable().optional(),
      capacity: text(120).nullable().optional(),
      quantity: z.coerce.number().int({ error: fieldError.rule('integer') }).positive({ error: fieldError.rule('positive') }).max(1_000_000_000).optional(),
      units: z.enum(formUnits, { error: fieldError.rule('units') }).optional(),
      price: moneyField.optional(),
      customs: z.record(z.string().trim().min(1).max(60), text(300)).optional(),
      ...depreciationTermFields(),
      /** The version the client read; a newer one on the server answers ConcurrentChange. */
      version: z.number().int().positive().optional(),
    })
    .meta({ id: 'EditItemBody' }),
);
export type EditItemInput = z.output<typeof editItemBody>;

export const itemSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      code: z.string().nullable(),
      title: z.string(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      type: z.string().nullable(),
      serial: z.string().nullable(),
      capacity: z.string().nullable(),
      accountingType: z.enum(['single', 'batch']),
      quantity: z.number(),
      units: z.string().nullable(),
      /** Unit and total price as exact decimal strings. */
      price: z.string(),
      totalPrice: z.string(),
      object: z.object({ _id: z.string(), title: z.string() }).nullable(),
      location: z.object({ _id: z.string(), title: z.string() }).nullable(),
      /** `inactive` is on the item's card (detail) only: its holder is deactivated (docs/inactive-users.md). */
      responsible: z.object({ _id: z.string(), name: z.string(), inactive: z.boolean().optional() }).nullable(),
      customs: z.record(z.string(), z.string()),
      photos: z.array(z.object({ name: z.string(), main: z.boolean() })),
      marked: z.boolean(),
      distributed: z.boolean(),
      status: z.enum(itemStatuses),
      /** The item this one is mounted on (equipment), and the items mounted on this one. */
      mountedOn: z.string().nullable(),
      equipment: z.array(z.string()),
      /** Where and why the item is in service, while it is. */
      service: z.object({ title: z.string(), reason: z.string(), location: z.string() }).nullable(),
      parent: z.string().nullable(),
      /**
       * The end of the booking the item is out under: on the card always, on list rows only while the
       * list's booking filter is on (the filter reads it anyway; other lists would pay a read per row).
       */
      checkedOutUntil: z.string().nullable().optional(),
      /**
       * The earliest next due date (yyyy-mm-dd) of the item's unfinished maintenance plans, kept on the
       * item (written with every change of its plans, docs/maintenance.md): on the card (null: none)
       * and on every list row (absent: none).
       */
      nextMaintenanceDue: z.string().nullable().optional(),
      /** The item's own depreciation terms (null: not set, the type's default or the rule's default applies). */
      inServiceDate: z.string().nullable(),
      usefulLifeMonths: z.number().int().nullable(),
      /** Per unit, an exact decimal string. */
      salvageValue: z.string().nullable(),
      depreciationMethod: z.enum(depreciationMethods).nullable(),
      depreciationRate: z.number().nullable(),
      /**
       * Book value and accumulated depreciation as of today, from the item's terms and its type's
       * default (docs/depreciation.md); null when neither gives a useful life. On the card, list rows,
       * the create and edit answers and the integration API; other operations' answers leave it out.
       */
      depreciation: itemDepreciationSchema.nullable().optional(),
      version: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Item' }),
);
export type Item = z.infer<typeof itemSchema>;

export const createItemAnswer = lazySchema(() => z.object({ data: z.array(itemSchema) }).meta({ id: 'CreatedItems' }));

const filterText = lazySchema(() => z.string().trim().min(1).max(120).optional());

/** The items list's booking and maintenance filters (issues 29 and 28). */
export const itemBookingFilters = ['checked_out', 'overdue'] as const;
export type ItemBookingFilter = (typeof itemBookingFilters)[number];
export const itemMaintenanceFilters = ['overdue', 'due_within'] as const;
export type ItemMaintenanceFilter = (typeof itemMaintenanceFilters)[number];
/** `dueWithinDays` when the list does not say. */
export const defaultDueWithinDays = 7;

export const listItemsQuery = lazySchema(() =>
  pageQuery(limits.pageSize.items).extend({
    sort: z.enum(itemSorts, { error: fieldError.rule('sort') }).default('-created'),
    withPhoto: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
    search: z.string().trim().min(1).max(120).optional(),
    brand: filterText,
    model: filterText,
    type: filterText,
    serial: filterText,
    status: z.enum(itemStatuses, { error: fieldError.rule('status') }).optional(),
    responsible: idField.optional(),
    object: idField.optional(),
    location: idField.optional(),
    /** Items held by a deactivated user of the company (issue 28, docs/inactive-users.md). */
    inactiveHolder: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /** Items out under a booking (`checked_out`), or under one whose end has passed (`overdue`): docs/bookings.md, "Items out and changes". */
    booking: z.enum(itemBookingFilters, { error: fieldError.rule('booking') }).optional(),
    /** Items with a maintenance plan due before today (`overdue`) or from today to today + `dueWithinDays` (`due_within`): docs/maintenance.md. */
    maintenance: z.enum(itemMaintenanceFilters, { error: fieldError.rule('maintenance') }).optional(),
    /** The days of `maintenance=due_within` (default 7). */
    dueWithinDays: z.coerce.number().int().min(0).max(366).optional(),
    /** A custom field's name: items that have it; with customsValue, items whose field has that value. */
    customs: z.string().trim().min(1).max(60).optional(),
    customsValue: z.string().trim().min(1).max(300).optional(),
    /** The `next` of the page before: the page starts right after it (offset is then ignored). */
    after: z.string().max(500).optional(),
  }),
);
export type ListItemsQuery = z.output<typeof listItemsQuery>;

export const itemsPage = lazySchema(() =>
  z
    .object({
      data: z.array(itemSchema),
      count: z.number().int(),
      /** The cursor of the page that follows (pass it as `after`), or null when this is the last. */
      next: z.string().nullable().optional(),
    })
    .meta({ id: 'ItemsPage' }),
);

export const countersAnswer = lazySchema(() =>
  z
    .object({
      count: z.number().int(),
      countInBan: z.number().int(),
      countInService: z.number().int(),
      /** Inactive items: `count` and `total` include them, as they include decommissioned ones (docs/decisions.md, issue 28). */
      countInactive: z.number().int(),
      /** Total price of all items as an exact decimal string. */
      total: z.string(),
    })
    .meta({ id: 'ItemCounters' }),
);

export const itemIdParams = lazySchema(() => z.object({ company: idField, id: idField }));


/** The dashboard's last operations across the company's items. */
export const lastOperationsQuery = lazySchema(() => z.object({ limit: z.coerce.number().int().min(1).max(50).default(5) }));

const itemIds = lazySchema(() =>
  z.array(idField).min(1, { error: fieldError.required }).max(limits.itemsPerOperationMax, { error: fieldError.rule('item_count') }),
);

/**
 * Spec "recalculate": for a batch, send only `quantity` of it. The quantity is separated into a new
 * item (the company's item count grows by one) and that item takes the operation.
 */
const recalculate = lazySchema(() =>
  z.object({
    recalculate: z.boolean().default(false),
    quantity: z.coerce.number().int({ error: fieldError.rule('integer') }).positive({ error: fieldError.rule('positive') }).optional(),
  }),
);

export const repairBody = lazySchema(() =>
  z
    .object({
      ...recalculate.shape,
      /** The service (workshop) the item goes to. */
      title: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(200),
      reason: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(1000),
      location: z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(300),
    })
    .meta({ id: 'RepairBody' }),
);
export type RepairInput = z.output<typeof repairBody>;

export const repairBackBody = lazySchema(() => z.object({ item_ids: itemIds, user: idField }).meta({ id: 'RepairBackBody' }));
export const banBody = lazySchema(() => z.object({ reason: z.string().trim().max(1000).optional(), ...recalculate.shape }).meta({ id: 'BanBody' }));
export type BanInput = z.output<typeof banBody>;
export const deleteItemsBody = lazySchema(() => z.object({ item_ids: itemIds }).meta({ id: 'DeleteItemsBody' }));
export const addLocationBody = lazySchema(() =>
  z
    .object({ item_ids: itemIds, object: idField, location: idField.optional() })
    .meta({ id: 'AddLocationBody' }),
);
export const itemsAnswer = lazySchema(() => z.object({ data: z.array(itemSchema) }).meta({ id: 'ItemsAnswer' }));

/** A QR, bar code or NFC tag value as the scanner reads it. */
const codeValue = lazySchema(() =>
  z.string({ error: fieldError.required }).trim().min(1, { error: fieldError.required }).max(200).regex(/^[\x21-\x7e]+$/, { error: fieldError.rule('code') }),
);
export const markBody = lazySchema(() => z.object({ code: codeValue, kind: z.enum(['qr', 'barcode', 'nfc']).default('qr') }).meta({ id: 'MarkBody' }));
export const codeParams = lazySchema(() => z.object({ company: idField, code: codeValue }));


export const moveBody = lazySchema(() =>
  z
    .object({
      item_ids: itemIds,
      user: idField,
      object: idField.optional(),
      /** The version of each item the client saw; an item changed since answers ConcurrentChange. */
      versions: z.record(idField, z.number().int().positive()).optional(),
    })
    .meta({ id: 'MoveBody' }),
);
export const moveAnswer = lazySchema(() => z.object({ transfer: transferSchema, data: z.array(itemSchema) }).meta({ id: 'MoveAnswer' }));
export const transferIdParams = lazySchema(() => z.object({ company: idField, id: idField }));

export const mountBody = lazySchema(() => z.object({ items: itemIds, parent: idField }).meta({ id: 'MountBody' }));
export const mergeBody = lazySchema(() => z.object({ to: idField }).meta({ id: 'MergeBody' }));
export const separateBody = lazySchema(() =>
  z
    .object({ quantity: z.coerce.number().int({ error: fieldError.rule('integer') }).positive({ error: fieldError.rule('positive') }) })
    .meta({ id: 'SeparateBody' }),
);
