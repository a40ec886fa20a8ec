import { importColumns, importHeaders, type ImportColumn } from '../../shared/import-columns';
import { languages } from '../../shared/i18n/languages';

/** Headers compare without case, surrounding or repeated spaces, or a trailing required mark. */
export function normalizeHeader(header: string): string {
  return header.normalize('NFKC').replace(/\*+\s*$/, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

const columnByHeader = new Map<string, ImportColumn>();
for (const column of importColumns) {
  columnByHeader.set(normalizeHeader(column), column);
  for (const language of languages) columnByHeader.set(normalizeHeader(importHeaders[language][column]), column);
}

export interface HeaderMatch {
  /** The column of each cell position of the header row (1-based positions, as the sheet numbers them). */
  columns: Map<number, ImportColumn>;
  /** Headers that name no column, or name one a second time. */
  unknown: string[];
  /** Required columns the header row lacks. */
  missing: ImportColumn[];
}

/** Reads the header row: each cell names a column in any of the four languages; empty cells are ignored. */
export function matchHeaders(cells: ReadonlyMap<number, string>): HeaderMatch {
  const columns = new Map<number, ImportColumn>();
  const seen = new Set<ImportColumn>();
  const unknown: string[] = [];
  for (const [position, header] of [...cells].sort(([a], [b]) => a - b)) {
    if (!header.trim()) continue;
    const column = columnByHeader.get(normalizeHeader(header));
    if (!column || seen.has(column)) {
      unknown.push(header.trim());
      continue;
    }
    seen.add(column);
    columns.set(position, column);
  }
  return { columns, unknown, missing: seen.has('title') ? [] : ['title'] };
}
