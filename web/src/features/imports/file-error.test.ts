import { describe, expect, it } from 'vitest';
import { i18next } from '../../i18n';
import { fileErrorReason, fileErrorText } from './file-error';
import './i18n';

const en = i18next.getFixedT('en', 'imports');
const ua = i18next.getFixedT('ua', 'imports');
const file: Parameters<typeof fileErrorText>[1] = { errorKind: null, errorCount: 0, unknownHeaders: [], itemsTotal: null };

describe('why an uploaded file ended in error', () => {
  it('names a refused file: not an xlsx, or over the size limit', () => {
    expect(fileErrorText(en, { ...file, errorKind: 'type' })).toBe('This is not an xlsx file, whatever its name says. Save it as an Excel workbook (.xlsx) and upload it again.');
    expect(fileErrorText(en, { ...file, errorKind: 'size' })).toBe('The file is larger than 20 MB. Split it into several files.');
    expect(fileErrorReason(en, { ...file, errorKind: 'size' })).toBe('Larger than 20 MB');
    expect(fileErrorReason(ua, { ...file, errorKind: 'type' })).toBe('Не файл xlsx');
    // Refused by the worker over the import caps: the catalogue's message in full, a short reason in the history.
    expect(fileErrorText(en, { ...file, errorKind: 'unpacked' })).toMatch(/^Unpacked, the file holds more data than an import can read safely/);
    expect(fileErrorReason(en, { ...file, errorKind: 'unpacked' })).toBe('Too much data once unpacked');
  });

  it('tells an empty file from one with row errors, and reads a missing kind as a server error', () => {
    expect(fileErrorReason(en, { ...file, errorKind: 'data' })).toBe('No rows to import');
    expect(fileErrorReason(en, { ...file, errorKind: 'data', errorCount: 3 })).toBe('Data error');
    expect(fileErrorText(en, { ...file, errorKind: 'data', errorCount: 3 })).toBe('Data error: 3 errors in the rows. Fix them and upload the file again.');
    expect(fileErrorReason(en, file)).toBe('Server error');
  });
});
