import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumns, importHeaders } from '../../shared/import-columns';
import type { Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { importPoller, settledDataFile, startImport, uploadFile } from '../support/imports';
import { itemsPath, type Owner } from '../support/items';
import { buildZip, deflatedRepeats, workbookParts, type ZipPart } from '../support/zips';

/**
 * Spreadsheet bombs uploaded as a user would (issue 27): the worker refuses them before or while
 * reading, the upload history shows why, and nothing is written (docs/security.md, "Import caps").
 */

let poller: Poller;
beforeAll(() => {
  poller = importPoller();
});
afterAll(async () => {
  await poller.stop();
});

const sstHead = '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';

/** A first worksheet whose header row and one data row are shared strings 0 to 9 and 10. */
const sheet: ZipPart = {
  name: 'xl/worksheets/sheet1.xml',
  data: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${importColumns
    .map((_, index) => `<c r="${String.fromCharCode(65 + index)}1" t="s"><v>${index}</v></c>`)
    .join('')}</row><row r="2"><c r="A2" t="s"><v>10</v></c></row></sheetData></worksheet>`,
};

async function refusedImport(owner: Owner, file: Buffer) {
  const started = await startImport(owner, await uploadFile(owner, file, 'bomb.xlsx'), false);
  expect(started.status).toBe(202);
  expect(started.body.state).toBe('processing');
  return settledDataFile(owner, started.body._id);
}

async function expectNothingWritten(owner: Owner) {
  expect((await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body).toMatchObject({ count: 0 });
  expect((await api('GET', itemsPath(owner), { token: owner.token, query: { limit: '10' } })).body.count).toBe(0);
}

describe('spreadsheet bombs', () => {
  it('refuses a file of under 2 MB holding 330 MB of shared strings before reading it: the history says why, no item', async () => {
    const owner = await companyOwner();
    const sharedStrings = await deflatedRepeats('<si><t>' + 'A'.repeat(10_000) + '</t></si>', 34_800, sstHead, '</sst>');
    const bomb = buildZip([...workbookParts, { name: 'xl/sharedStrings.xml', compressed: sharedStrings }, sheet]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(sharedStrings.size).toBeGreaterThan(300 * 1024 * 1024);

    const done = await refusedImport(owner, bomb);
    expect(done).toMatchObject({ state: 'error', errorKind: 'unpacked', rowsTotal: null, itemsTotal: null, itemsCreated: 0, errorCount: 0, hasErrorFile: false });
    expect(done.finishedAt).not.toBeNull();
    const history = await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token });
    expect(history.body.data.map((file: { _id: string; errorKind: string }) => [file._id, file.errorKind])).toEqual([[done._id, 'unpacked']]);
    await expectNothingWritten(owner);
  });

  it('refuses a file with more shared strings than the cap while reading them, before any row: no item', async () => {
    const owner = await companyOwner();
    // 1,100,000 short strings (about 20 MB, compressed about 8:1): within every cap of the directory.
    const strings = [...importColumns.map((column) => importHeaders.en[column]), 'Desk'];
    const sharedStrings = await deflatedRepeats((index) => `<si><t>${strings[index] ?? `s${index.toString(36)}`}</t></si>`, 1_100_000, sstHead, '</sst>');
    const file = buildZip([...workbookParts, { name: 'xl/sharedStrings.xml', compressed: sharedStrings }, sheet]);

    const done = await refusedImport(owner, file);
    expect(done).toMatchObject({ state: 'error', errorKind: 'unpacked', rowsTotal: null, itemsCreated: 0, hasErrorFile: false });
    await expectNothingWritten(owner);

    // The same workbook with a few strings is imported: the refusal was the count.
    const fewer = await deflatedRepeats((index) => `<si><t>${strings[index]}</t></si>`, strings.length, sstHead, '</sst>');
    const started = await startImport(owner, await uploadFile(owner, buildZip([...workbookParts, { name: 'xl/sharedStrings.xml', compressed: fewer }, sheet])), false);
    expect(await settledDataFile(owner, started.body._id)).toMatchObject({ state: 'uploaded', rowsTotal: 1, itemsCreated: 1 });
  });
});
