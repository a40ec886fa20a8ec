/**
 * Formula injection (OWASP "CSV injection"): text that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return can turn into a formula once a spreadsheet re-reads it (a cell edited and
 * confirmed, a sheet saved as CSV and reopened), and a formula can fetch URLs or run commands.
 * Every spreadsheet we write passes its text cells through `textCell`, which puts an apostrophe in
 * front of such text, so it stays visibly text everywhere. Numbers, dates and empty cells are not
 * text and pass unchanged. Exports are read by people; the import error file comes back to us, and
 * the import reader takes the apostrophe off again (`unescapeTextCell`).
 */
// Text that already starts with apostrophes before such a character gets one more, so unescaping is exact.
const formulaStart = /^'*[=+\-@\t\r]/;
const escaped = /^'+[=+\-@\t\r]/;

export function textCell<T>(value: T): T | string {
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;
}

/** A row of cells, each escaped as `textCell` does. */
export function textCells<T>(values: readonly T[]): (T | string)[] {
  return values.map(textCell);
}

/** The text as it was before `textCell` escaped it. */
export function unescapeTextCell(value: string): string {
  return escaped.test(value) ? value.slice(1) : value;
}
