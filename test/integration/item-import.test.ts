import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processImport } from '../../functions/imports/processor';
import type { CellValue } from '../../functions/imports/rows';
import type { ItemImportJob } from '../../shared/jobs';
import { dataFileById } from '../../functions/imports/store';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import type { Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { importFile, importPoller, settledDataFile, startImport, uploadFile } from '../support/imports';
import { itemsPath, type Owner } from '../support/items';
import { endTrial, memberWithRole } from '../support/members';

let poller: Poller;
beforeAll(() => {
  poller = importPoller();
});
afterAll(async () => {
  await poller.stop();
});

const counters = async (owner: Owner) => (await api('GET', `${itemsPath(owner)}/counters`, { token: owner.token })).body;
const history = async (owner: Owner) => (await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token })).body;
const listed = async (owner: Owner, query: Record<string, string> = {}) => (await api('GET', itemsPath(owner), { token: owner.token, query: { limit: '100', ...query } })).body;

/** Starts a real import of `rows` with the poller stopped, so `work` runs its job by hand (the poller starts again after). */
async function byHand(owner: Owner, rows: readonly (readonly CellValue[])[], work: (job: ItemImportJob) => Promise<void>): Promise<void> {
  await poller.stop();
  try {
    const started = await startImport(owner, await uploadFile(owner, await importFile(rows)), false);
    await work({ kind: 'items.import', companyId: owner.company._id, requestedBy: owner.user._id, jobId: started.body._id });
  } finally {
    poller = importPoller();
  }
}

async function sheetOf(url: string): Promise<unknown[][]> {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await answer.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('item import', () => {
  it('a dry run answers the per-row errors, writes no item and gives back the file with an error column', async () => {
    const owner = await companyOwner();
    const file = await importFile([
      ['Laptop', 'Dell', 'XPS', 'Computer', 'SN-1', null, null, null, '1200.50', 2],
      ['Cable', 'Acme', null, null, null, null, 2.5, 'm', '0.105', null],
      ['Chair', null, null, null, null, null, 4, 'box', null, 'x'],
    ]);
    const uploadId = await uploadFile(owner, file);
    const started = await startImport(owner, uploadId, true);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: 'processing', dryRun: true, rowsDone: 0 });

    const done = await settledDataFile(owner, started.body._id);
    expect(done).toMatchObject({ state: 'error', errorKind: 'data', rowsTotal: 3, errorCount: 4, hasErrorFile: true, by: { _id: owner.user._id } });
    expect(done.errors).toEqual([
      { row: 3, column: 'quantity', code: 'integer' },
      { row: 3, column: 'price', code: 'price' },
      { row: 4, column: 'units', code: 'units' },
      { row: 4, column: 'copies', code: 'copies' },
    ]);
    expect(await counters(owner)).toMatchObject({ count: 0 });
    expect((await listed(owner)).count).toBe(0);

    const link = await api('GET', `/company/${owner.company._id}/datafiles/${done._id}/error-file`, { token: owner.token });
    expect(link.status).toBe(200);
    const rows = await sheetOf(link.body.url);
    expect(rows[0]).toEqual(['Title', 'Brand', 'Model', 'Type', 'Serial number', 'Capacity', 'Quantity', 'Unit', 'Price per unit', 'Copies', 'Errors']);
    expect(rows[1]).toHaveLength(10);
    expect(rows[1]![0]).toBe('Laptop');
    expect(rows[2]![10]).toBe('Quantity: Must be a whole number; Price per unit: Must be a number with at most 2 decimals');
    expect(String(rows[3]![10])).toMatch(/^Unit: Unit must be one of: pieces/);
  });

  it('refuses a file with an unknown header as a whole, with headers in any language accepted', async () => {
    const owner = await companyOwner();
    const uploadId = await uploadFile(owner, await importFile([['Desk', 'Ikea', 'green']], { header: ['Назва', 'Marka', 'Colour'] }));
    const started = await startImport(owner, uploadId, false);
    const done = await settledDataFile(owner, started.body._id);
    expect(done).toMatchObject({ state: 'error', errorKind: 'headers', unknownHeaders: ['Colour'], hasErrorFile: true });
    expect(await counters(owner)).toMatchObject({ count: 0 });
  });

  it('imports a clean file: items as the items domain makes them, counters and facet counts exact, one import per upload', async () => {
    const owner = await companyOwner();
    const rows = Array.from({ length: 120 }, (_, index) => [`Monitor ${index}`, index % 3 === 0 ? 'Samsung' : 'LG', null, 'Display', null, null, null, null, '99.99', index === 0 ? 5 : 1]);
    const uploadId = await uploadFile(owner, await importFile(rows, { language: 'ua' }), 'monitors.xlsx');
    const started = await startImport(owner, uploadId, false, 'ua');
    const done = await settledDataFile(owner, started.body._id);
    expect(done).toMatchObject({ state: 'uploaded', errorKind: null, rowsTotal: 120, rowsDone: 120, itemsTotal: 124, itemsCreated: 124, hasErrorFile: false });

    expect(await counters(owner)).toEqual({ count: 124, countInBan: 0, countInService: 0, countInactive: 0, total: '12398.76' });
    expect((await listed(owner, { brand: 'Samsung' })).count).toBe(44);
    expect((await listed(owner, { brand: 'LG' })).count).toBe(80);
    expect((await listed(owner, { search: 'monitor 7' })).data.map((item: { title: string }) => item.title)).toContain('Monitor 7');
    const [first] = (await listed(owner, { sort: 'created' })).data;
    expect(first).toMatchObject({ title: 'Monitor 0', brand: 'Samsung', price: '99.99', status: 'not_marked', accountingType: 'single' });
    const history = await api('GET', `${itemsPath(owner)}/${first._id}/transactions`, { token: owner.token });
    expect(history.body.data).toMatchObject([{ kind: 'creation', by: owner.user._id }]);

    const again = await startImport(owner, uploadId, false);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ImportAlreadyStarted');
  });

  it('a redelivered or concurrent job and a worker stopped mid-file double nothing and lose nothing', { timeout: 120_000 }, async () => {
    const owner = await companyOwner();
    const rows = Array.from({ length: 150 }, (_, index) => [`Drill ${index}`, 'Bosch', null, 'Tool', null, null, 2, 'pieces', '10.01', null]);
    // The poller is not in this race: the jobs run here, by hand.
    await byHand(owner, rows, async (job) => {
      // The first worker dies after its second write step.
      let steps = 0;
      await expect(
        processImport(job, undefined, {
          afterStep: () => {
            if (++steps === 2) throw new Error('worker killed');
          },
        }),
      ).rejects.toThrow('worker killed');
      const stopped = await dataFileById(owner.company._id, job.jobId);
      expect(stopped).toMatchObject({ state: 'processing', phase: 'write' });
      expect(stopped!.itemsDone).toBeGreaterThan(0);
      expect(stopped!.itemsDone).toBeLessThan(150);

      // The message comes back twice at once, then once more after it is done.
      await Promise.all([processImport(job), processImport(job)]);
      await processImport(job);
    });
    const page = await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token });
    expect(page.body.data[0]).toMatchObject({ state: 'uploaded', rowsDone: 150, itemsCreated: 150 });
    expect(await counters(owner)).toEqual({ count: 150, countInBan: 0, countInService: 0, countInactive: 0, total: '3003.00' });
    expect((await listed(owner, { brand: 'Bosch' })).count).toBe(150);
    expect((await listed(owner, { search: 'drill' })).count).toBe(150);
  });

  it('a long import hands itself to the next message and still ends exact', async () => {
    const owner = await companyOwner();
    const rows = Array.from({ length: 100 }, (_, index) => [`Lamp ${index}`, 'Philips', null, null, null, null, null, null, '1', null]);
    await byHand(owner, rows, async (job) => {
      // No time at all: every invocation writes one step and sends the job again.
      await processImport(job, undefined, { budgetMs: 0 });
      expect((await dataFileById(owner.company._id, job.jobId))!.state).toBe('processing');
    });
    const page = await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token });
    const done = await settledDataFile(owner, page.body.data[0]._id);
    expect(done).toMatchObject({ state: 'uploaded', itemsCreated: 100 });
    expect(await counters(owner)).toMatchObject({ count: 100, total: '100.00' });
  });

  it('a file longer than a set chunk: items changed or deleted while it runs are searched and counted as they are now', { timeout: 180_000 }, async () => {
    const owner = await companyOwner();
    // 2,100 items: the file gets set chunks of its own, written whole.
    const rows = Array.from({ length: 2_100 }, (_, index) => [`Crate ${index}`, 'Acme', null, 'Box', null, null, null, null, '2', null]);
    await byHand(owner, rows, async (job) => {
      let changed = false;
      await processImport(job, undefined, {
        afterStep: async (itemsDone) => {
          if (changed || itemsDone < 300) return;
          changed = true;
          // Someone renames one written item and deletes another before the import settles their chunk.
          const byTitle = new Map(((await listed(owner, { sort: 'created' })).data as { _id: string; title: string }[]).map((item) => [item.title, item._id]));
          expect((await api('PUT', `${itemsPath(owner)}/${byTitle.get('Crate 5')}/edit`, { token: owner.token, body: { title: 'Barrel', brand: 'Zeta' } })).status).toBe(200);
          expect((await api('POST', `${itemsPath(owner)}/delete`, { token: owner.token, body: { item_ids: [byTitle.get('Crate 7')] } })).body).toEqual({ ok: true });
        },
      });
      expect(changed).toBe(true);
    });
    const page = await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token });
    expect(page.body.data[0]).toMatchObject({ state: 'uploaded', rowsDone: 2_100, itemsCreated: 2_100 });
    expect(await counters(owner)).toEqual({ count: 2_099, countInBan: 0, countInService: 0, countInactive: 0, total: '4198.00' });
    expect((await listed(owner, { brand: 'Acme' })).count).toBe(2_098);
    expect((await listed(owner, { search: 'crate' })).count).toBe(2_098);
    expect((await listed(owner, { search: 'crate 2099' })).data.map((item: { title: string }) => item.title)).toEqual(['Crate 2099']);
    expect((await listed(owner, { search: 'barrel' })).data).toMatchObject([{ title: 'Barrel', brand: 'Zeta' }]);
    expect((await listed(owner, { brand: 'Zeta' })).count).toBe(1);
    const near = (await listed(owner, { search: 'crate', sort: 'created' })).data.slice(0, 8).map((item: { title: string }) => item.title);
    expect(near).toEqual(['Crate 0', 'Crate 1', 'Crate 2', 'Crate 3', 'Crate 4', 'Crate 6', 'Crate 8', 'Crate 9']);
  });

  it('a plan limit reached while it runs ends it: the items written stay, counted and found', async () => {
    const owner = await companyOwner();
    const rows = Array.from({ length: 150 }, (_, index) => [`Lamp ${index}`, 'Osram', null, 'Light', null, null, null, null, '3', null]);
    await byHand(owner, rows, async (job) => {
      let filled = false;
      await processImport(job, undefined, {
        afterStep: async (itemsDone) => {
          if (filled) return;
          filled = true;
          // Items created elsewhere meanwhile leave room for 50 more on the trial's 10,000.
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: keys.company(owner.company._id),
              UpdateExpression: 'ADD itemsCount :others',
              ExpressionAttributeValues: { ':others': 10_000 - itemsDone - 50 },
            }),
          );
        },
      });
    });
    const [done] = (await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token })).body.data;
    expect(done).toMatchObject({ state: 'error', errorKind: 'plan' });
    expect(done.itemsCreated).toBeGreaterThan(50);
    expect(done.itemsCreated).toBeLessThan(150);
    expect((await listed(owner, { brand: 'Osram' })).count).toBe(done.itemsCreated);
    expect((await listed(owner, { search: 'lamp' })).count).toBe(done.itemsCreated);
  });

  it('refuses more items than the plan allows before writing any', async () => {
    const owner = await companyOwner();
    // The trial plan takes 10,000 items: 9,990 copies of one row plus 11 rows is one too many.
    const rows = [['Screw', null, null, null, null, null, null, null, null, 1000], ...Array.from({ length: 9 }, () => ['Nut', null, null, null, null, null, null, null, null, 999]), ...Array.from({ length: 11 }, (_, i) => [`Bolt ${i}`])];
    const uploadId = await uploadFile(owner, await importFile(rows));
    const done = await settledDataFile(owner, (await startImport(owner, uploadId, false)).body._id);
    expect(done).toMatchObject({ state: 'error', errorKind: 'plan', itemsTotal: 10_002, itemsCreated: 0 });
    expect(await counters(owner)).toMatchObject({ count: 0 });
  });

  it('is refused on the Free plan and to workers; other companies see neither the files nor the error files', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const uploadId = await uploadFile(owner, await importFile([['Desk', null, null, null, null, null, 'two']]));
    const done = await settledDataFile(owner, (await startImport(owner, uploadId, true)).body._id);

    expect((await api('GET', `/company/${other.company._id}/datafiles`, { token: other.token })).body).toEqual({ data: [], count: 0 });
    expect((await api('GET', `/company/${other.company._id}/datafiles/${done._id}/error-file`, { token: other.token })).status).toBe(404);
    expect((await api('GET', `/company/${owner.company._id}/datafiles`, { token: other.token })).status).toBe(403);
    const foreign = await api('POST', `/company/${other.company._id}/item/upload/${uploadId}/import`, { token: other.token, body: { dryRun: false, fileName: 'x.xlsx' } });
    expect(foreign.body.error).toBe('FileUploadError');

    const worker = await memberWithRole(owner.company._id, 'worker');
    expect((await api('POST', `/company/${owner.company._id}/item/upload`, { token: worker.token, body: { fileName: 'a.xlsx', size: 10 } })).status).toBe(403);

    await endTrial(owner.company._id);
    const free = await api('POST', `/company/${owner.company._id}/item/upload`, { token: owner.token, body: { fileName: 'a.xlsx', size: 10 } });
    expect(free.status).toBe(403);
    expect(free.body.error).toBe('PlanAccessDenied');
  });

  it('refuses a start before the upload; a file that is not an xlsx whatever its name is recorded in the history as refused', async () => {
    const owner = await companyOwner();
    const signed = await api('POST', `/company/${owner.company._id}/item/upload`, { token: owner.token, body: { fileName: 'a.xlsx', size: 10 } });
    expect(signed.body.maxBytes).toBe(20 * 1024 * 1024);
    const notUploaded = await startImport(owner, signed.body.uploadId, true);
    expect(notUploaded.status).toBe(400);
    expect(notUploaded.body.error).toBe('FileUploadError');
    // Nothing was uploaded, so nothing is in the history.
    expect((await history(owner)).count).toBe(0);

    const form = new FormData();
    for (const [name, value] of Object.entries(signed.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob(['%PDF-1.4 renamed'], { type: signed.body.fields['Content-Type'] }), 'a.xlsx');
    expect((await fetch(signed.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const renamed = await startImport(owner, signed.body.uploadId, false);
    expect(renamed.status).toBe(202);
    expect(renamed.body).toMatchObject({ state: 'error', errorKind: 'type', dryRun: false, fileName: 'items.xlsx', rowsTotal: null, itemsCreated: 0, hasErrorFile: false });
    expect(renamed.body.finishedAt).not.toBeNull();

    const listed = await history(owner);
    expect(listed.count).toBe(1);
    expect(listed.data[0]).toEqual(renamed.body);
    // Nothing else changes: no item, no job for the worker, and the upload is not claimed as imported.
    expect(await counters(owner)).toMatchObject({ count: 0 });
    expect(await dataFileById(owner.company._id, renamed.body._id)).toMatchObject({ phase: 'done' });
    const again = await startImport(owner, signed.body.uploadId, false);
    expect(again.body).toMatchObject({ state: 'error', errorKind: 'type' });
  });

  it('records a file over the size limit in the history as refused: asked for at signing, or uploaded by a client that declared less', async () => {
    const owner = await companyOwner();
    const maxBytes = 20 * 1024 * 1024;
    const tooLarge = await api('POST', `/company/${owner.company._id}/item/upload`, { token: owner.token, lang: 'en', body: { fileName: 'huge.xlsx', size: maxBytes + 1, dryRun: true } });
    expect([tooLarge.status, tooLarge.body.error, tooLarge.body.message]).toEqual([413, 'ImportFileTooLarge', 'The file is larger than 20 MB: split it into several files']);
    expect(tooLarge.body.details.maxBytes).toBe(maxBytes);
    expect(tooLarge.body.details.dataFile).toMatchObject({ state: 'error', errorKind: 'size', dryRun: true, fileName: 'huge.xlsx', rowsTotal: null });
    expect(tooLarge.body.url).toBeUndefined();

    // s3rver does not enforce the POST policy's size range (S3 does); starting the import checks the stored size again.
    const zip = await importFile([['Desk']]);
    const uploadId = await uploadFile(owner, Buffer.concat([zip, Buffer.alloc(maxBytes)]), 'items.xlsx', zip.length);
    const lied = await startImport(owner, uploadId, false);
    expect(lied.status).toBe(202);
    expect(lied.body).toMatchObject({ state: 'error', errorKind: 'size', dryRun: false });

    const listed = await history(owner);
    expect(listed.data.map((file: { _id: string; state: string; errorKind: string }) => [file._id, file.state, file.errorKind])).toEqual([
      [lied.body._id, 'error', 'size'],
      [tooLarge.body.details.dataFile._id, 'error', 'size'],
    ]);
    expect(await counters(owner)).toMatchObject({ count: 0 });
  });
});
