import { describe, expect, it } from 'vitest';
import { reserveCodes } from '../../functions/labels/store';
import { reservationOf } from '../../functions/lib/label-codes';
import { labelFormatIds, labelUrl } from '../../shared/label-formats';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { decodeLabels, download } from '../support/labels';
import { memberWithRole } from '../support/members';

const appUrl = () => process.env.APP_URL!;
const generate = (owner: Owner, query: Record<string, string>) =>
  api('GET', `/company/${owner.company._id}/generate`, { token: owner.token, query });

async function markedItem(owner: Owner, title: string, code: string): Promise<string> {
  const [item] = await createItems(owner, { title });
  const marked = await api('PUT', `${itemsPath(owner)}/${item!._id}/mark`, { token: owner.token, body: { code } });
  expect(marked.status).toBe(200);
  return item!._id;
}

describe('GET /company/{company}/item/{code}/download-code', () => {
  it('prints the item label in every format: a PDF behind a short-lived link whose QR code reads back as the item URL', async () => {
    const owner = await companyOwner('ТОВ «Склад» Labels');
    const code = 'INV-000123';
    await markedItem(owner, 'Ноутбук Lenovo ThinkPad X1 Carbon, сірий, інвентарний номер 42', code);
    for (const type of labelFormatIds) {
      const answer = await api('GET', `${itemsPath(owner)}/${code}/download-code`, { token: owner.token, query: { type } });
      expect(answer.status).toBe(200);
      expect(answer.body.fileName).toBe(`label-INV-000123-${type}.pdf`);
      const file = await download(answer.body.url);
      expect(file.type).toBe('application/pdf');
      expect(file.disposition).toContain('attachment');
      expect(await decodeLabels(file.bytes, type)).toEqual([labelUrl(appUrl(), code)]);
    }
  }, 60_000);

  it('uses Micro 3.5 x 3.5 cm by default and answers NotFound for a code no item of the company has', async () => {
    const owner = await companyOwner();
    await markedItem(owner, 'Drill', 'DRILL-1');
    const answer = await api('GET', `${itemsPath(owner)}/DRILL-1/download-code`, { token: owner.token });
    expect(answer.body.fileName).toBe('label-DRILL-1-micro35.pdf');
    const missing = await api('GET', `${itemsPath(owner)}/NOPE-1/download-code`, { token: owner.token });
    expect([missing.status, missing.body.error]).toEqual([404, 'NotFound']);
    const unknownFormat = await api('GET', `${itemsPath(owner)}/DRILL-1/download-code`, { token: owner.token, query: { type: 'a3' } });
    expect([unknownFormat.status, unknownFormat.body.error]).toEqual([400, 'ValidationError']);
  });

  it("does not print another company's item labels", async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    await markedItem(owner, 'Printer', 'PRN-7');
    const answer = await api('GET', `/company/${other.company._id}/item/PRN-7/download-code`, { token: other.token });
    expect([answer.status, answer.body.error]).toEqual([404, 'NotFound']);
    const foreignPath = await api('GET', `${itemsPath(owner)}/PRN-7/download-code`, { token: other.token });
    expect(foreignPath.status).toBe(403);
  });
});

describe('GET /company/{company}/generate', () => {
  it('reserves unique new codes and prints every one of them, page after page, in each format', async () => {
    const owner = await companyOwner();
    const counts = { micro35: 41, l7160: 22, l7651: 66, dk11209: 3 } as const;
    const all: string[] = [];
    for (const type of labelFormatIds) {
      const answer = await generate(owner, { count: String(counts[type]), type });
      expect(answer.status).toBe(200);
      const codes: string[] = answer.body.codes;
      expect(codes).toHaveLength(counts[type]);
      for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      all.push(...codes);
      const file = await download(answer.body.url);
      expect(await decodeLabels(file.bytes, type)).toEqual(codes.map((code) => labelUrl(appUrl(), code)));
    }
    expect(new Set(all).size).toBe(all.length);
  }, 120_000);

  it('caps one call at 1000 labels and is for storekeepers and up', async () => {
    const owner = await companyOwner();
    const tooMany = await generate(owner, { count: '1001' });
    expect([tooMany.status, tooMany.body.error]).toEqual([400, 'LabelCountExceeded']);
    const none = await generate(owner, { count: '0' });
    expect([none.status, none.body.error]).toEqual([400, 'ValidationError']);
    const worker = await memberWithRole(owner.company._id, 'worker');
    const denied = await api('GET', `/company/${owner.company._id}/generate`, { token: worker.token, query: { count: '1' } });
    expect([denied.status, denied.body.error]).toEqual([403, 'AccessError']);
  });
});

describe('binding printed codes to items', () => {
  it('marks an item with a reserved code of its company; another company cannot use the code', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const { body } = await generate(owner, { count: '2' });
    const [first, second] = body.codes as string[];
    const [item, twin] = await createItems(owner, { title: 'Chair', count: 2 });

    const marked = await api('PUT', `${itemsPath(owner)}/${item!._id}/mark`, { token: owner.token, body: { code: first } });
    expect(marked.body).toMatchObject({ code: first, status: 'marked' });
    const found = await api('GET', `${itemsPath(owner)}/${first}/by-code`, { token: owner.token });
    expect(found.body._id).toBe(item!._id);
    const again = await api('PUT', `${itemsPath(owner)}/${twin!._id}/mark`, { token: owner.token, body: { code: first } });
    expect([again.status, again.body.error]).toEqual([409, 'CodeAlreadyUsed']);

    const [foreign] = await createItems(other, { title: 'Desk' });
    const refused = await api('PUT', `${itemsPath(other)}/${foreign!._id}/mark`, { token: other.token, body: { code: second } });
    expect([refused.status, refused.body.error]).toEqual([409, 'CodeReservedElsewhere']);
    expect((await api('GET', `${itemsPath(other)}/${foreign!._id}/detailed`, { token: other.token })).body.code).toBeNull();
    // The label of a bound code prints with the item's title now.
    const label = await api('GET', `${itemsPath(owner)}/${first}/download-code`, { token: owner.token });
    expect(label.status).toBe(200);
  });

  it('binds pairs in bulk with a result per pair', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const mine = (await generate(owner, { count: '2' })).body.codes as string[];
    const theirs = (await generate(other, { count: '1' })).body.codes as string[];
    const items = await createItems(owner, { title: 'Monitor', count: 3 });
    const answer = await api('PUT', `${itemsPath(owner)}/mark/bulk`, {
      token: owner.token,
      body: { pairs: [{ id: items[0]!._id, code: mine[0] }, { id: items[1]!._id, code: theirs[0] }, { id: items[2]!._id, code: mine[0] }, { id: 'missing', code: mine[1] }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((result: { ok: boolean; error?: string }) => result.error ?? 'ok')).toEqual([
      'ok',
      'CodeReservedElsewhere',
      'CodeAlreadyUsed',
      'NotFound',
    ]);
    expect((await api('GET', `${itemsPath(owner)}/${items[0]!._id}/detailed`, { token: owner.token })).body.code).toBe(mine[0]);
  });
});

describe('reserving codes', () => {
  it('never reserves a code an item of the company already has, nor one another company holds: it draws again', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    await markedItem(owner, 'Old sticker', 'TAKEN00001');
    const [theirs] = await reserveCodes(other.company._id, other.user._id, 1, new Date(), () => 'THEIRS0001');
    const drawn = ['TAKEN00001', theirs!, 'FRESH00001'];
    const codes = await reserveCodes(owner.company._id, owner.user._id, 1, new Date(), () => drawn.shift()!);
    expect(codes).toEqual(['FRESH00001']);
    expect(await reservationOf('TAKEN00001')).toBeNull();
    expect((await reservationOf('THEIRS0001'))?.companyId).toBe(other.company._id);
    expect((await reservationOf('FRESH00001'))?.companyId).toBe(owner.company._id);
  });
});
