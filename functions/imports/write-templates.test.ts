import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importColumns, importHeaders } from '../../shared/import-columns';
import { languages } from '../../shared/i18n/languages';
import { templatePath } from './write-templates';

describe('import templates', () => {
  it.each([...languages])('the %s template has the localized headers of every column', async (language) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(templatePath(language));
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(importColumns.map((column) => importHeaders[language][column]));
  });
});
