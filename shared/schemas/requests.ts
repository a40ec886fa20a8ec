import * as z from 'zod';
import { languages } from '../i18n/languages';
import { billingCurrency } from '../plans';
import { sealTypes } from '../stickers';
import { fieldError, idField, pageQuery, requiredText } from './common';
import { lazySchema } from './lazy';

/*
 * Sticker orders ("requests", the requests function, docs/sticker-orders.md). Money in cents of the
 * billing currency. Statuses are numeric as the spec lists them; `statusName` carries the name.
 */

/** Spec: 0 new (paid), 1 in progress, 2 done (stickers sent), 3 rejected, 4 saved (draft); -1 local is the web's unsaved order. */
export const requestStatuses = { new: 0, in_progress: 1, done: 2, rejected: 3, saved: 4 } as const;
export type RequestStatusName = keyof typeof requestStatuses;
export const requestStatusNames = Object.keys(requestStatuses) as RequestStatusName[];
export const localRequestStatus = -1;

export const markMethodSchema = lazySchema(() =>
  z
    .object({
      type: z.enum(sealTypes),
      title: z.string(),
      description: z.string(),
      priceCents: z.number().int(),
      minQuantity: z.number().int(),
    })
    .meta({ id: 'MarkMethod' }),
);
export const markMethodsQuery = lazySchema(() => z.object({ lang: z.enum(languages).optional() }));
export const markMethodsAnswer = lazySchema(() =>
  z.object({ data: z.array(markMethodSchema), currency: z.literal(billingCurrency) }).meta({ id: 'MarkMethods' }),
);

const lineInput = lazySchema(() =>
  z.object({
    type: z.enum(sealTypes, { error: fieldError.rule('type') }),
    quantity: z.coerce.number().int({ error: fieldError.rule('integer') }).min(1, { error: fieldError.rule('positive') }).max(1_000_000),
  }),
);

/** A place chosen from the delivery directory: its reference there and the name shown. */
const directoryRef = lazySchema(() => z.object({ ref: z.string().trim().min(1).max(64), name: z.string().trim().min(1).max(300) }));

export const deliverySchema = lazySchema(() =>
  z
    .discriminatedUnion('type', [
      z.object({
        type: z.literal('branch'),
        country: z.literal('UA').default('UA'),
        city: directoryRef,
        /** The postal-service branch (warehouse) and its number. */
        branch: directoryRef.extend({ number: z.string().trim().max(20) }),
      }),
      z.object({
        type: z.literal('address'),
        country: z.literal('UA').default('UA'),
        city: directoryRef,
        street: directoryRef,
        house: requiredText(20),
        flat: z.string().trim().max(20).optional(),
      }),
    ])
    .meta({ id: 'Delivery' }),
);

const personSchema = lazySchema(() =>
  z.object({
    name: requiredText(200),
    phone: requiredText(40),
  }),
);

/** Create or update an order: lines may be empty while it is a draft; publishing needs at least one. */
export const requestBody = lazySchema(() =>
  z
    .object({
      lines: z.array(lineInput).max(sealTypes.length),
      recipient: personSchema.optional(),
      delivery: deliverySchema.optional(),
      comment: z.string().trim().max(1000).optional(),
    })
    .meta({ id: 'RequestBody' }),
);
export type RequestInput = z.output<typeof requestBody>;

export const requestLineSchema = lazySchema(() =>
  z.object({
    type: z.enum(sealTypes),
    quantity: z.number().int(),
    /** Price of one piece when the order was last saved. */
    priceCents: z.number().int(),
    totalCents: z.number().int(),
  }),
);

export const requestSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      /** The order code shown to people (e.g. R-4F7K2Q). */
      code: z.string(),
      status: z.union(Object.values(requestStatuses).map((value) => z.literal(value))),
      statusName: z.enum(requestStatusNames as [RequestStatusName, ...RequestStatusName[]]),
      /** Spec processing state: 0 processing, 1 done. */
      processing: z.union([z.literal(0), z.literal(1)]),
      lines: z.array(requestLineSchema),
      totalCents: z.number().int(),
      currency: z.literal(billingCurrency),
      /** The company ordering. */
      sender: z.object({ companyId: z.string(), title: z.string(), userId: z.string() }),
      recipient: personSchema.nullable(),
      delivery: deliverySchema.nullable(),
      comment: z.string().nullable(),
      /** The payment of its publication, while one is pending or once paid. */
      paymentId: z.string().nullable(),
      /** Drafts (saved) are editable; published ones are not. */
      editable: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      publishedAt: z.string().nullable(),
    })
    .meta({ id: 'StickerRequest' }),
);
export type StickerRequest = z.infer<typeof requestSchema>;

/** Spec: sticker orders 10 a page; search by code or recipient, status (name), sort. */
export const listRequestsQuery = lazySchema(() =>
  pageQuery(10)
    .extend({
      search: z.string().trim().max(100).optional(),
      status: z.enum(requestStatusNames as [RequestStatusName, ...RequestStatusName[]]).optional(),
      sort: z.enum(['createdAt', '-createdAt', 'totalCents', '-totalCents']).default('-createdAt'),
    })
    .meta({ id: 'ListRequestsQuery' }),
);
export const requestPage = lazySchema(() => z.object({ data: z.array(requestSchema), count: z.number().int() }).meta({ id: 'RequestPage' }));
export const requestIdParams = lazySchema(() => z.object({ id: idField }));

/** Publishing answers the order and where to pay for it. */
export const publishAnswer = lazySchema(() =>
  z.object({ request: requestSchema, checkoutUrl: z.string(), paymentId: z.string() }).meta({ id: 'PublishAnswer' }),
);

export const citiesQuery = lazySchema(() => z.object({ search: z.string().trim().min(1, { error: fieldError.required }).max(100) }));
export const endpointsQuery = lazySchema(() =>
  z.object({ city: z.string().trim().min(1, { error: fieldError.required }).max(64), search: z.string().trim().max(100).optional() }),
);
export const streetsQuery = lazySchema(() =>
  z.object({
    /** The settlement's ref (from cities). */
    city: z.string().trim().min(1, { error: fieldError.required }).max(64),
    search: z.string().trim().min(1, { error: fieldError.required }).max(100),
  }),
);

export const deliveryCitySchema = lazySchema(() =>
  z
    .object({
      /** Settlement ref (streets); `cityRef` is the branch directory's city ref. */
      ref: z.string(),
      cityRef: z.string(),
      name: z.string(),
      area: z.string(),
      branches: z.number().int(),
      addressDelivery: z.boolean(),
    })
    .meta({ id: 'DeliveryCity' }),
);
export const deliveryBranchSchema = lazySchema(() =>
  z
    .object({ ref: z.string(), number: z.string(), name: z.string(), address: z.string(), kind: z.enum(['branch', 'postomat']) })
    .meta({ id: 'DeliveryBranch' }),
);
export const deliveryStreetSchema = lazySchema(() => z.object({ ref: z.string(), name: z.string() }).meta({ id: 'DeliveryStreet' }));
export const citiesAnswer = lazySchema(() => z.object({ data: z.array(deliveryCitySchema) }).meta({ id: 'DeliveryCities' }));
export const endpointsAnswer = lazySchema(() => z.object({ data: z.array(deliveryBranchSchema) }).meta({ id: 'DeliveryBranches' }));
export const streetsAnswer = lazySchema(() => z.object({ data: z.array(deliveryStreetSchema) }).meta({ id: 'DeliveryStreets' }));
