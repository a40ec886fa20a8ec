import * as z from 'zod';
import { emailField, idField } from './common';
import { listItemsQuery, type ListItemsQuery } from './items';
import { lazySchema } from './lazy';

/**
 * The item list report (assets.md: POST /report {email}). The list's filters and sort travel as the
 * query of the call, with the same names and meaning as `GET /company/{company}/item`; paging does
 * not apply (the report holds every matching item).
 */
export const itemReportQuery = lazySchema(() => listItemsQuery.omit({ limit: true, offset: true, after: true }));
export type ItemReportQuery = z.output<typeof itemReportQuery>;

export const itemReportBody = lazySchema(() => z.object({ email: emailField }).meta({ id: 'ItemReportBody' }));

/** queued -> building -> built -> sent; failed after the last try. */
export const reportStates = ['queued', 'building', 'built', 'sent', 'failed'] as const;
export type ReportState = (typeof reportStates)[number];

export const itemReportAnswer = lazySchema(() =>
  z
    .object({
      _id: z.string(),
      state: z.enum(reportStates),
      email: z.string(),
      /** Rows written, once the file is built. */
      rows: z.number().int().nullable(),
      createdAt: z.string(),
    })
    .meta({ id: 'ItemReport' }),
);

export const itemReportParams = lazySchema(() => z.object({ company: idField, id: idField }));

/** The e-mailed link's token: 32 random bytes, base64url. */
export const reportTokenParams = lazySchema(() => z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }));

/** The report's query as the list's query strings (what the job carries and the worker parses again). */
export function reportFiltersOf(query: ItemReportQuery): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    filters[name] = String(value);
  }
  return filters;
}

/** The list query a report walks, from the strings a job carries. */
export function reportQueryOf(filters: Record<string, string>): Omit<ListItemsQuery, 'limit' | 'offset' | 'after'> {
  return itemReportQuery.parse(filters);
}
