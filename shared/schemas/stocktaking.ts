import * as z from 'zod';
import { limits } from '../limits';
import { fieldError, idField, pageQuery } from './common';
import { lazySchema } from './lazy';

/**
 * Stocktaking (assets.md sections 3, 4, 7): a scope, an expected set frozen when it starts, scans
 * sent by the phones in batches, results per item. Design and data model: docs/stocktaking.md.
 */

/** Spec states: pending while active, then completed. */
export const stocktakingStatuses = ['pending', 'completed'] as const;
export type StocktakingStatus = (typeof stocktakingStatuses)[number];

/** Spec: the finished marker equals the value "0". */
export const finishedMarker = '0';

/** Result of one line: more counted than expected, fewer, or the same (assets.md section 3). */
export const lineResults = ['surplus', 'lack', 'match'] as const;
export type LineResult = (typeof lineResults)[number];

/** Where a line stands: expected and counted, expected and not (yet) counted, or not expected at all. */
export const linePresences = ['found', 'missing', 'unexpected'] as const;
export type LinePresence = (typeof linePresences)[number];

export const stocktakingLimits = {
  /** Scans one request may carry (a phone's offline backlog is sent in batches of this size). */
  scansPerBatch: 100,
  /** Objects plus locations a scope may name. */
  scopePlacesMax: 50,
  titleMaxLength: 120,
} as const;

/** What is expected: every item of the company, the items at some objects/locations, or one person's items. */
export const stocktakingScope = lazySchema(() =>
  z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('company') }),
      z.object({
        kind: z.literal('places'),
        /** Items at any of these objects (any location), or at any of these locations. */
        objects: z.array(idField).max(stocktakingLimits.scopePlacesMax).default([]),
        locations: z.array(idField).max(stocktakingLimits.scopePlacesMax).default([]),
      }),
      z.object({ kind: z.literal('responsible'), responsible: idField }),
    ])
    .meta({ id: 'StocktakingScope' }),
);
export type StocktakingScope = z.output<typeof stocktakingScope>;

export const startStocktakingBody = lazySchema(() =>
  z
    .object({
      title: z.string().trim().max(stocktakingLimits.titleMaxLength, { error: fieldError.rule('max_length') }).optional(),
      scope: stocktakingScope,
    })
    .meta({
      id: 'StartStocktakingBody',
      examples: [
        { title: 'Warehouse, November', scope: { kind: 'places', objects: ['01JD2Q4M5X7ZKQ3W8E9R0T1Y2U'], locations: [] } },
        { scope: { kind: 'company' } },
      ],
    }),
);

const personRef = lazySchema(() => z.object({ _id: z.string(), name: z.string() }));
const placeRef = lazySchema(() => z.object({ _id: z.string(), title: z.string() }));

export const stocktakingCounts = lazySchema(() =>
  z.object({
    /** Items in the frozen expected set. */
    expected: z.number().int(),
    /** Expected items counted at least once. */
    found: z.number().int(),
    /** Expected items not counted (yet). */
    missing: z.number().int(),
    /** Lines of unknown codes and of items from outside the scope. */
    unexpected: z.number().int(),
    /** Scans recorded (undone ones excluded). */
    scans: z.number().int(),
  }),
);

export const stocktakingSchema = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      title: z.string(),
      status: z.enum(stocktakingStatuses),
      /** Spec's finished marker: "0" once completed, null while pending. */
      finished: z.literal(finishedMarker).nullable(),
      /** False while the expected set is being frozen (a queued job at 100,000 items); scans wait for it. */
      ready: z.boolean(),
      scope: stocktakingScope,
      /** Names of the scope's objects, locations or person, as they were at the start. */
      target: z.object({ objects: z.array(placeRef), locations: z.array(placeRef), responsible: personRef.nullable() }),
      counts: stocktakingCounts,
      startedBy: personRef,
      finishedBy: personRef.nullable(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    })
    .meta({
      id: 'Stocktaking',
      examples: [
        {
          _id: 'mhz1x2c3v4b5n6m7q8w9e',
          title: 'Warehouse, November',
          status: 'pending',
          finished: null,
          ready: true,
          scope: { kind: 'places', objects: ['mhz1x2c3v4b5n6m7q8w9f'], locations: [] },
          target: { objects: [{ _id: 'mhz1x2c3v4b5n6m7q8w9f', title: 'Main warehouse' }], locations: [], responsible: null },
          counts: { expected: 1250, found: 1180, missing: 70, unexpected: 4, scans: 1203 },
          startedBy: { _id: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', name: 'Olena Kovalenko' },
          finishedBy: null,
          startDate: '2026-11-22T07:30:00.000Z',
          endDate: null,
        },
      ],
    }),
);
export type Stocktaking = z.infer<typeof stocktakingSchema>;

/** Spec filters: responsible, target, date, startDate, endDate; page size 20. */
export const listStocktakingQuery = lazySchema(() =>
  pageQuery(limits.pageSize.stocktaking).extend({
    status: z.enum(stocktakingStatuses).optional(),
    /** Whose stocktakings: started by this user or scoped to this person's items. */
    responsible: idField.optional(),
    /** An object or location id the scope names. */
    target: idField.optional(),
    /** Stocktakings active on this day (YYYY-MM-DD). */
    date: z.iso.date().optional(),
    /** Started on or after / on or before this day (YYYY-MM-DD). */
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
  }),
);
export type ListStocktakingQuery = z.output<typeof listStocktakingQuery>;

export const stocktakingPage = lazySchema(() =>
  z
    .object({ data: z.array(stocktakingSchema), count: z.number().int() })
    .meta({ id: 'StocktakingPage' }),
);

export const stocktakingIdParams = lazySchema(() => z.object({ company: idField, id: idField }));

/** A found line as the OpenAPI shows it (the apps read the examples). */
const lineExample = {
  item: '0000000k1',
  code: 'AB-000123',
  title: 'Cordless drill',
  brand: 'Makita',
  model: 'DF333DWYE',
  serial: 'SN-2024-118833',
  accountingType: 'single',
  units: null,
  object: { _id: 'mhz1x2c3v4b5n6m7q8w9f', title: 'Main warehouse' },
  location: { _id: 'mhz1x2c3v4b5n6m7q8w9g', title: 'Aisle 4' },
  responsible: { _id: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', name: 'Olena Kovalenko' },
  accountingQuantity: 1,
  actualQuantity: 1,
  result: 'match',
  presence: 'found',
  lastScan: { by: { _id: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', name: 'Olena Kovalenko' }, at: '2026-11-22T07:15:02.000Z' },
} as const;

/** One item's row of the results (or an unknown code's), with the item's facts as they were when frozen or first scanned. */
export const stocktakingLineSchema = lazySchema(() =>
  z
    .object({
      /** The item's id, or null for an unknown code. */
      item: z.string().nullable(),
      code: z.string().nullable(),
      title: z.string(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      serial: z.string().nullable(),
      accountingType: z.enum(['single', 'batch']),
      units: z.string().nullable(),
      object: placeRef.nullable(),
      location: placeRef.nullable(),
      responsible: personRef.nullable(),
      /** Accounting quantity (0 for an unexpected line) against the counted one. */
      accountingQuantity: z.number(),
      actualQuantity: z.number(),
      result: z.enum(lineResults),
      presence: z.enum(linePresences),
      /** The newest scan of this line: who and when. */
      lastScan: z.object({ by: personRef, at: z.string() }).nullable(),
    })
    .meta({ id: 'StocktakingLine', examples: [lineExample] }),
);
export type StocktakingLine = z.infer<typeof stocktakingLineSchema>;

export const stocktakingLinesQuery = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(100).default(limits.pageSize.stocktaking),
    result: z.enum(lineResults).optional(),
    presence: z.enum(linePresences).optional(),
    /** The `next` of the page before. */
    after: z.string().max(500).optional(),
  }),
);
export type StocktakingLinesQuery = z.output<typeof stocktakingLinesQuery>;

export const stocktakingLinesPage = lazySchema(() =>
  z
    .object({
      data: z.array(stocktakingLineSchema),
      /** The cursor of the page that follows, or null on the last page. */
      next: z.string().nullable(),
    })
    .meta({ id: 'StocktakingLinesPage' }),
);

/**
 * One scan as the phone recorded it. `id` is made by the phone (a UUID) so that a batch sent again
 * after a lost connection, or the same scan arriving from two phones, is counted once. Either the
 * scanned `code` or the `item` picked from the list; `quantity` is the counted quantity of a batch item
 * (the newest scan of a line, by `at`, sets it); a single item counts 1 however often it is scanned.
 */
export const scanInput = lazySchema(() =>
  z
    .object({
      id: z.string().trim().min(8).max(64),
      code: z.string().trim().min(1).max(200).optional(),
      item: idField.optional(),
      quantity: z.number().positive().max(1_000_000_000).optional(),
      /** When the phone recorded it (ISO time); the server's time when absent. */
      at: z.iso.datetime({ offset: true }).optional(),
    })
    .refine((scan) => (scan.code === undefined) !== (scan.item === undefined), { error: fieldError.rule('code_or_item') }),
);
export type ScanInput = z.output<typeof scanInput>;

export const recordScansBody = lazySchema(() =>
  z
    .object({ scans: z.array(scanInput).min(1).max(stocktakingLimits.scansPerBatch) })
    .meta({
      id: 'RecordScansBody',
      examples: [
        {
          scans: [
            { id: '5b0e7a52-3f0c-4a51-9b1e-6f0c3d2a7e11', code: 'AB-000123', at: '2026-11-22T09:15:02+02:00' },
            { id: '9c1f2d44-8a6b-4e0f-a3c2-1d5e7f9b0a22', item: '01JD2Q4M5X7ZKQ3W8E9R0T1Y2V', quantity: 12, at: '2026-11-22T09:15:40+02:00' },
          ],
        },
      ],
    }),
);

/** recorded: counted now; duplicate: this id was already counted (a resend); unknown: a code no item has, kept as unexpected. */
export const scanOutcomes = ['recorded', 'duplicate', 'unknown'] as const;

export const recordScansAnswer = lazySchema(() =>
  z
    .object({
      results: z.array(
        z.object({
          id: z.string(),
          outcome: z.enum(scanOutcomes),
          line: stocktakingLineSchema,
          /**
           * The line's newest scan before this one (who and when) when the line had been counted
           * already, by this phone or another: the phone says "already counted by <name>". Null for
           * the line's first scan and for a duplicate (a resend of a scan counted before).
           */
          countedBefore: z.object({ by: personRef, at: z.string() }).nullable(),
        }),
      ),
      counts: stocktakingCounts,
    })
    .meta({
      id: 'RecordScansAnswer',
      examples: [
        {
          results: [
            { id: '5b0e7a52-3f0c-4a51-9b1e-6f0c3d2a7e11', outcome: 'recorded', line: lineExample, countedBefore: null },
          ],
          counts: { expected: 1250, found: 1181, missing: 69, unexpected: 4, scans: 1204 },
        },
      ],
    }),
);

export const scanIdParams = lazySchema(() => z.object({ company: idField, id: idField, scan: z.string().trim().min(8).max(64) }));

/** A link to the results as xlsx once built; until then state processing (the export worker builds it). */
export const stocktakingReportAnswer = lazySchema(() =>
  z
    .object({
      state: z.enum(['processing', 'ready']),
      url: z.string().nullable(),
      expiresAt: z.string().nullable(),
    })
    .meta({ id: 'StocktakingReport' }),
);
