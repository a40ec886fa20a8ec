import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importColumns, importHeaders } from '../../shared/import-columns';
import { languages, type Language } from '../../shared/i18n/languages';
import { writeSheet } from './workbook';

/**
 * Writes the import templates the web offers for download (web/public/templates), one per language:
 * the column headers only. Run `npx tsx functions/imports/write-templates.ts` after changing them;
 * a unit test checks the committed files against shared/import-columns.ts.
 */
export const templatePath = (language: Language) => fileURLToPath(new URL(`../../web/public/templates/items-${language}.xlsx`, import.meta.url));

export function templateOf(language: Language): Promise<Buffer> {
  return writeSheet(importColumns.map((column) => importHeaders[language][column]), []);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(fileURLToPath(new URL('../../web/public/templates/', import.meta.url)), { recursive: true });
  for (const language of languages) writeFileSync(templatePath(language), await templateOf(language));
}
