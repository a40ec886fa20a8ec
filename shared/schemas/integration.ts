import * as z from 'zod';
import { fieldError, idField, requiredText } from './common';
import { moneyField } from './common';
import { depreciationTermFields, itemDepreciationSchema } from './depreciation';
import { formUnits, itemSchema } from './items';
import { roles } from '../roles';
import { bookingStatuses } from '../booking-statuses';
import { lazySchema } from './lazy';

/** Access tokens (Settings -> Integration) and the integration API an accounting system (1C) calls with one (docs/integration.md). */

/**
 * Why a token is suspended: the user it follows was removed from the company, lost the role that may
 * manage tokens, or is deactivated (issue 28).
 */
export const tokenSuspensions = ['maker_removed', 'maker_role', 'maker_inactive'] as const;
export type TokenSuspension = (typeof tokenSuspensions)[number];

export const accessTokenSchema = lazySchema(() =>
  z
    .object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      createdBy: z.object({ id: z.string(), name: z.string() }),
      /** When a call last used it (kept to the minute); null when never used. */
      lastUsedAt: z.string().nullable(),
      /** The root who took the token over (it follows them from then on, not its creator); null while it follows its creator. */
      takenOverBy: z.object({ id: z.string(), name: z.string() }).nullable(),
      takenOverAt: z.string().nullable(),
      /**
       * Why calls with it are refused (401) now: the user it follows (its creator, or whoever took it
       * over) left the company, or their role may no longer manage tokens. Null while it works.
       * Root taking it over makes it work again.
       */
      suspended: z.enum(tokenSuspensions).nullable(),
    })
    .meta({ id: 'AccessToken' }),
);
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokensAnswer = lazySchema(() => z.object({ tokens: z.array(accessTokenSchema) }).meta({ id: 'AccessTokens' }));
export const createAccessTokenBody = lazySchema(() => z.object({ name: requiredText(60) }).meta({ id: 'CreateAccessTokenBody' }));
export const createdAccessTokenAnswer = lazySchema(() =>
  z
    .object({
      token: accessTokenSchema,
      /** The secret, shown this once: only its SHA-256 hash is stored. */
      secret: z.string(),
    })
    .meta({ id: 'CreatedAccessToken' }),
);
export const accessTokenIdParams = lazySchema(() => z.object({ id: idField }));
export const takenOverAccessTokenAnswer = lazySchema(() => z.object({ token: accessTokenSchema }).meta({ id: 'TakenOverAccessToken' }));

/** At most this many items a page of the changed-since list. */
export const changedItemsPageMax = 100;

export const changedItemsQuery = lazySchema(() =>
  z.object({
    /** Changes at or after this time; absent: every item. */
    since: z.iso.datetime({ offset: true, error: fieldError.rule('datetime') }).optional(),
    /** The `cursor` of the previous page (it carries `since` and the page's end with it). */
    cursor: z.string().min(1).max(1000).optional(),
    limit: z.coerce.number().int().min(1).max(changedItemsPageMax).default(changedItemsPageMax),
  }),
);

/**
 * The item's depreciation as of today with the terms it was computed from, resolved from the item's
 * own fields and its type's company default (docs/depreciation.md), so the accounting system can
 * reconcile its own figures. Money is for the item's total. A book value moves at each month's end
 * without the item changing: a sync by change time reads it again only when the item changes.
 */
export const integrationDepreciation = lazySchema(() =>
  itemDepreciationSchema
    .extend({
      inServiceDate: z.string(),
      cost: z.string(),
      salvageValue: z.string(),
      /** Declining balance's yearly rate in percent (double declining when the terms give none); null for straight-line. */
      ratePercent: z.number().nullable(),
      /** The decommissioning day, the last month charged; null while the item is in use. */
      endDate: z.string().nullable(),
    })
    .meta({ id: 'IntegrationDepreciation' }),
);

export const externalItemSchema = lazySchema(() =>
  itemSchema.extend({ externalId: z.string().nullable(), depreciation: integrationDepreciation.nullable() }).meta({ id: 'IntegrationItem' }),
);

export const changedItemsAnswer = lazySchema(() =>
  z
    .object({
      items: z.array(externalItemSchema),
      /** Pass it back for the next page; null on the last page. */
      cursor: z.string().nullable(),
      /** Every change before this time is in the pages of this listing: the `since` of the next sync. */
      syncedUntil: z.string(),
    })
    .meta({ id: 'ChangedItems' }),
);

/** The bookings read (issue 29): changed since a time, a status when asked, cursor paged like the items read. */
export const changedBookingsQuery = lazySchema(() =>
  changedItemsQuery.extend({
    status: z.enum(bookingStatuses, { error: fieldError.rule('status') }).optional(),
  }),
);

export const integrationBooking = lazySchema(() =>
  z
    .object({
      id: z.string(),
      status: z.enum(bookingStatuses),
      /** The half-open period [start, end), UTC instants. */
      start: z.string(),
      end: z.string(),
      person: z.object({ id: z.string(), name: z.string() }),
      items: z.array(
        z.object({
          itemId: z.string(),
          /** The accounting system's id of the item, when it has one. */
          externalId: z.string().nullable(),
          title: z.string(),
          quantity: z.number().int(),
          checkedOutAt: z.string().nullable(),
          returnedAt: z.string().nullable(),
        }),
      ),
      note: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'IntegrationBooking' }),
);

export const changedBookingsAnswer = lazySchema(() =>
  z
    .object({
      bookings: z.array(integrationBooking),
      /** Pass it back for the next page; null on the last page. */
      cursor: z.string().nullable(),
      /** Every change before this time is in the pages of this listing: the `since` of the next sync. */
      syncedUntil: z.string(),
    })
    .meta({ id: 'ChangedBookings' }),
);

/** The accounting system's id of an item: a GUID, a code or a number, as that system writes it. */
export const externalIdParams = lazySchema(() =>
  z.object({
    externalId: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: fieldError.rule('external_id') }),
  }),
);

const text = (max: number) => z.string().trim().max(max, { error: fieldError.rule('max_length') }).transform((value) => (value === '' ? null : value));
const nullableText = (max: number) => z.union([text(max), z.null()]).optional();
const quantityField = lazySchema(() =>
  z.coerce.number({ error: fieldError.rule('integer') }).int({ error: fieldError.rule('integer') }).positive({ error: fieldError.rule('positive') }).max(1_000_000_000),
);

/** An upsert: the item as the accounting system has it; absent fields keep their value (or the new item's default). */
export const upsertItemBody = lazySchema(() =>
  z
    .object({
      title: requiredText(200),
      brand: nullableText(120),
      model: nullableText(120),
      type: nullableText(120),
      serial: nullableText(120),
      capacity: nullableText(120),
      accountingType: z.enum(['single', 'batch']).optional(),
      quantity: quantityField.optional(),
      units: z.enum(formUnits, { error: fieldError.rule('units') }).optional(),
      /** Price of one unit, a decimal with at most 2 places. */
      price: moneyField.optional(),
      customs: z.record(z.string().trim().min(1).max(60), z.string().trim().max(300)).optional(),
      /** An object id (GET /integration/v1/objects); null takes the item out of its object. */
      object: idField.nullable().optional(),
      location: idField.nullable().optional(),
      /** Depreciation terms as the accounting system keeps them (docs/depreciation.md): absent keeps the item's, null clears it (its type's default applies). */
      ...depreciationTermFields(),
    })
    .superRefine((body, ctx) => {
      if (body.location && !body.object) ctx.addIssue({ code: 'custom', path: ['object'], message: fieldError.rule('object_before_location') });
    })
    .meta({ id: 'UpsertItemBody' }),
);
export type UpsertItemInput = z.output<typeof upsertItemBody>;

export const upsertItemAnswer = lazySchema(() =>
  z
    .object({
      item: externalItemSchema,
      /** The call created the item. */
      created: z.boolean(),
      /** The call changed something (false: the item already was so; nothing was written). */
      changed: z.boolean(),
    })
    .meta({ id: 'UpsertItemAnswer' }),
);

export const changeAmountsBody = lazySchema(() =>
  z
    .object({ quantity: quantityField.optional(), price: moneyField.optional() })
    .refine((body) => body.quantity !== undefined || body.price !== undefined, { error: fieldError.required, path: ['quantity'] })
    .meta({ id: 'ChangeAmountsBody' }),
);

export const integrationUsersAnswer = lazySchema(() =>
  z
    .object({
      users: z.array(
        z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable(), role: z.enum(roles) }),
      ),
    })
    .meta({ id: 'IntegrationUsers' }),
);

export const integrationObjectsAnswer = lazySchema(() =>
  z
    .object({
      objects: z.array(z.object({ id: z.string(), title: z.string(), locations: z.array(z.object({ id: z.string(), title: z.string() })) })),
    })
    .meta({ id: 'IntegrationObjects' }),
);

export const integrationLocationsAnswer = lazySchema(() =>
  z
    .object({
      locations: z.array(z.object({ id: z.string(), title: z.string(), objectId: z.string(), objectTitle: z.string() })),
    })
    .meta({ id: 'IntegrationLocations' }),
);
