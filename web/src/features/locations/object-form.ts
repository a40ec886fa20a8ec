import type * as z from 'zod';
import type { CompanyObject } from '../../../../shared/schemas/locations';
import { isApiError } from '../../lib/api-client';

/** A row of the locations list; `key` keeps React's rows apart while titles change. */
export interface LocationRow {
  key: string;
  /** Set for a location that exists: the server keeps (and renames) it by this id. */
  _id?: string;
  title: string;
}

export interface ObjectFormValues {
  title: string;
  locations: LocationRow[];
}

/** Error codes of the title and of location rows by their index in the form. */
export interface ObjectFormErrors {
  title?: string;
  locations?: Record<number, string>;
}

let rowSequence = 0;
export const newLocationRow = (title = '', _id?: string): LocationRow => ({ key: `row-${++rowSequence}`, _id, title });

export function objectFormOf(object?: CompanyObject): ObjectFormValues {
  if (!object) return { title: '', locations: [newLocationRow()] };
  return { title: object.title, locations: object.locations.map((location) => newLocationRow(location.title, location._id)) };
}

/** Rows left empty are not locations: they are dropped, and the request's indexes skip them. */
function keptRows(values: ObjectFormValues): number[] {
  return values.locations.flatMap((row, index) => (row.title.trim() === '' ? [] : [index]));
}

export function createRequestOf(values: ObjectFormValues) {
  return { title: values.title, locations: keptRows(values).map((index) => values.locations[index]!.title) };
}

export function editRequestOf(values: ObjectFormValues, shouldUpdate: boolean) {
  const locations = keptRows(values).map((index) => {
    const row = values.locations[index]!;
    return row._id ? { _id: row._id, title: row.title } : { title: row.title };
  });
  return { title: values.title, locations, shouldUpdate };
}

/**
 * Field errors (`title`, `locations.<n>` as the API and the schemas name them, n counting the sent
 * locations) on the form: location errors move to the row they came from.
 */
export function objectFormErrorsOf(fields: Record<string, string>, values: ObjectFormValues): ObjectFormErrors {
  const kept = keptRows(values);
  const errors: ObjectFormErrors = {};
  for (const [path, code] of Object.entries(fields)) {
    if (path === 'title') errors.title ??= code;
    const match = /^locations\.(\d+)/.exec(path);
    const row = match ? kept[Number(match[1])] : undefined;
    if (row !== undefined) errors.locations = { [row]: code, ...errors.locations };
  }
  return errors;
}

/** The schemas' issues by dotted path, as the API reports them. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** Field errors of a refused save: a taken title, or a ValidationError's fields; otherwise null. */
export function objectErrorsOfRefusal(error: unknown, values: ObjectFormValues): ObjectFormErrors | null {
  if (isApiError(error, 'UniquenessError')) return { title: error.error };
  if (isApiError(error, 'ValidationError')) {
    const errors = objectFormErrorsOf(error.fieldErrors, values);
    return errors.title || errors.locations ? errors : null;
  }
  return null;
}
