import * as z from 'zod';
import { fieldError, idField, pageQuery } from './common';
import { lazySchema } from './lazy';
import { bookingStatuses } from '../booking-statuses';

/**
 * Bookings (issue 29, docs/bookings.md): items reserved for a person over a half-open period
 * [start, end), checked out and back in. Instants are ISO-8601; the server stores them in UTC.
 */
export const bookingLimits = {
  /** Item lines of one booking (each line writes two rows of the booking's one transaction). */
  itemsMax: 20,
  /** The longest booking: the conflict check reads an item's bookings starting this far before a period. */
  maxDays: 366,
  pageSize: 20,
  noteMax: 1000,
} as const;

export { bookingStatuses, type BookingStatus } from '../booking-statuses';

/** An instant with its offset (or Z), normalised to UTC. */
export const instantField = lazySchema(() =>
  z
    .string({ error: fieldError.required })
    .pipe(z.iso.datetime({ offset: true, error: fieldError.rule('date') }))
    .transform((value) => new Date(value).toISOString()),
);

export const createBookingBody = lazySchema(() =>
  z
    .object({
      /** Items and, for a batch item, how many of it (a single item is always 1). */
      items: z
        .array(z.object({ itemId: idField, quantity: z.coerce.number().int({ error: fieldError.rule('integer') }).positive({ error: fieldError.rule('positive') }).optional() }))
        .min(1, { error: fieldError.required })
        .max(bookingLimits.itemsMax),
      /** The user of the company the booking is for; the caller when absent. */
      personId: idField.optional(),
      start: instantField,
      end: instantField,
      note: z.string().trim().max(bookingLimits.noteMax, { error: fieldError.rule('max_length') }).optional().transform((value) => value || null),
    })
    .superRefine((body, ctx) => {
      if (body.end <= body.start) ctx.addIssue({ code: 'custom', path: ['end'], message: fieldError.rule('end_after_start') });
      else if (Date.parse(body.end) - Date.parse(body.start) > bookingLimits.maxDays * 86_400_000) ctx.addIssue({ code: 'custom', path: ['end'], message: fieldError.rule('max_period') });
      const ids = body.items.map((line) => line.itemId);
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: ['items', index, 'itemId'], message: fieldError.rule('unique') });
      });
    })
    .meta({ id: 'CreateBookingBody' }),
);
export type CreateBookingInput = z.output<typeof createBookingBody>;

export const bookingLineSchema = lazySchema(() =>
  z
    .object({
      itemId: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      checkedOutAt: z.string().nullable(),
      returnedAt: z.string().nullable(),
    })
    .meta({ id: 'BookingLine' }),
);

export const bookingSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      items: z.array(bookingLineSchema),
      person: z.object({ _id: z.string(), name: z.string() }),
      /** UTC instants; the period is half-open: [start, end). */
      start: z.string(),
      end: z.string(),
      note: z.string().nullable(),
      status: z.enum(bookingStatuses),
      createdBy: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: 'Booking' }),
);
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsPage = lazySchema(() => z.object({ data: z.array(bookingSchema), count: z.number().int() }).meta({ id: 'BookingsPage' }));

const periodFilters = () => ({
  status: z.enum(bookingStatuses, { error: fieldError.rule('status') }).optional(),
  /** Bookings whose period overlaps [from, to). */
  from: instantField.optional(),
  to: instantField.optional(),
});

export const listBookingsQuery = lazySchema(() =>
  pageQuery(bookingLimits.pageSize).extend({ ...periodFilters(), itemId: idField.optional(), personId: idField.optional() }),
);
export type ListBookingsQuery = z.output<typeof listBookingsQuery>;

export const myBookingsQuery = lazySchema(() => pageQuery(bookingLimits.pageSize).extend(periodFilters()));
export type MyBookingsQuery = z.output<typeof myBookingsQuery>;

export const bookingParams = lazySchema(() => z.object({ company: idField, id: idField }));

export const checkInBody = lazySchema(() =>
  z
    .object({
      /** The items given back now (a partial check-in); every item still out when absent. */
      items: z.array(idField).min(1).max(bookingLimits.itemsMax).optional(),
      /** Who holds the items afterwards; the person responsible before the check-out when absent. */
      userId: idField.optional(),
      /** Where the items go; the place before the check-out when absent. */
      objectId: idField.optional(),
      locationId: idField.optional(),
    })
    .superRefine((body, ctx) => {
      if (body.locationId && !body.objectId) ctx.addIssue({ code: 'custom', path: ['objectId'], message: fieldError.required });
    })
    .meta({ id: 'CheckInBody' }),
);
export type CheckInInput = z.output<typeof checkInBody>;

/** Whose bookings a calendar feed carries: the user's own, or (admins) the company's. */
export const feedScopes = ['mine', 'company'] as const;

export const feedBody = lazySchema(() => z.object({ scope: z.enum(feedScopes, { error: fieldError.rule('scope') }).default('mine') }).meta({ id: 'BookingFeedBody' }));
export type FeedInput = z.output<typeof feedBody>;

export const feedAnswer = lazySchema(() =>
  z
    .object({
      enabled: z.boolean(),
      scope: z.enum(feedScopes).nullable(),
      /** The secret URL to subscribe to: answered only when the feed is turned on (only its hash is kept). */
      url: z.string().nullable(),
    })
    .meta({ id: 'BookingFeed' }),
);
export type FeedState = z.infer<typeof feedAnswer>;

/** The feed URL's secret: 256 bits, base64url, optionally followed by `.ics`. */
export const feedTokenParams = lazySchema(() => z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/) }));
