import { SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { settleMs } from '../../functions/integration/sync-cursor';
import { startPoller, type Poller } from '../../infra/local/sqs/poller';
import { api } from '../support/api';
import { companyOwner, uniqueEmail } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { linkIn, mailsTo } from '../support/mail';
import { memberWithRole } from '../support/members';

/**
 * Depreciation and book value (issue 28, section 3; docs/depreciation.md) through the API: an item's
 * own terms, its type's company default, decommissioning, the integration API and the xlsx report.
 * Items put in service long ago are fully depreciated and items put in service in the future not at
 * all, so the expected values do not depend on the day the test runs.
 */

let owner: Owner;
const today = () => new Date().toISOString().slice(0, 10);
const defaultsPath = (o: Owner) => `/company/${o.company._id}/depreciation`;

async function card(o: Owner, id: string) {
  const answer = await api('GET', `${itemsPath(o)}/${id}/detailed`, { token: o.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function row(o: Owner, id: string, query: Record<string, string> = {}) {
  const answer = await api('GET', itemsPath(o), { token: o.token, query: { limit: '100', ...query } });
  expect(answer.status).toBe(200);
  return (answer.body.data as { _id: string }[]).find((item) => item._id === id) as Record<string, unknown> | undefined;
}

const laptopDefault = { type: 'Laptop', usefulLifeMonths: 36, salvagePercent: 10, method: 'declining-balance', ratePercent: null };

beforeAll(async () => {
  owner = await companyOwner();
});

describe('an item with its own terms', () => {
  it('is created with them and shows its book value on the card and on its list row', async () => {
    const [created] = await createItems(owner, {
      title: 'Crane', price: '1200', inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '200', depreciationMethod: 'straight-line',
    });
    const depreciation = { bookValue: '200.00', accumulated: '1000.00', months: 24, asOf: today(), method: 'straight-line', usefulLifeMonths: 24, source: 'item' };
    expect(created).toMatchObject({
      inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '200.00', depreciationMethod: 'straight-line', depreciationRate: null, depreciation,
    });
    expect(await card(owner, created!._id)).toMatchObject({ depreciation });
    expect(await row(owner, created!._id)).toMatchObject({ depreciation });
    // Another order and a filter read other indexes: the row carries it there too.
    expect(await row(owner, created!._id, { sort: 'price' })).toMatchObject({ depreciation });
    expect(await row(owner, created!._id, { search: 'Crane' })).toMatchObject({ depreciation });
  });

  it('counts batches in full: book value and accumulated are for unit price x quantity', async () => {
    const [batch] = await createItems(owner, {
      title: 'Chairs', accountingType: 'batch', units: 'pieces', quantity: 4, price: '50', salvageValue: '5', inServiceDate: '2019-03-01', usefulLifeMonths: 12,
    });
    expect((await card(owner, batch!._id)).depreciation).toMatchObject({ bookValue: '20.00', accumulated: '180.00' });
  });

  it('is edited: a later in-service day charges nothing yet, null clears the useful life, and the history keeps each change', async () => {
    const [item] = await createItems(owner, { title: 'Press', price: '1000', inServiceDate: '2020-01-15', usefulLifeMonths: 12 });
    const edited = await api('PUT', `${itemsPath(owner)}/${item!._id}/edit`, { token: owner.token, body: { inServiceDate: '2999-01-01', depreciationMethod: 'declining-balance', depreciationRate: 30 } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      inServiceDate: '2999-01-01',
      depreciationMethod: 'declining-balance',
      depreciationRate: 30,
      depreciation: { bookValue: '1000.00', accumulated: '0.00', months: 0, method: 'declining-balance' },
    });
    const cleared = await api('PUT', `${itemsPath(owner)}/${item!._id}/edit`, { token: owner.token, body: { usefulLifeMonths: null } });
    expect(cleared.body).toMatchObject({ usefulLifeMonths: null, depreciation: null });
    const history = await api('GET', `${itemsPath(owner)}/${item!._id}/transactions`, { token: owner.token, query: { limit: '10' } });
    const edits = (history.body.data as { kind: string; before: Record<string, unknown>; after: Record<string, unknown> }[]).filter((entry) => entry.kind === 'edit');
    expect(edits.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ usefulLifeMonths: 12 }, { usefulLifeMonths: null }],
        [
          { inServiceDate: '2020-01-15', depreciationMethod: null, depreciationRate: null },
          { inServiceDate: '2999-01-01', depreciationMethod: 'declining-balance', depreciationRate: 30 },
        ],
      ]),
    );
  });

  it('refuses bad terms with ValidationError naming each field', async () => {
    const bad = await api('POST', itemsPath(owner), {
      token: owner.token,
      body: { title: 'X', inServiceDate: '2026-02-30', usefulLifeMonths: 0, salvageValue: '1.005', depreciationMethod: 'sum-of-years', depreciationRate: 100.5 },
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'ValidationError']);
    expect(bad.body.details.fields).toEqual({
      inServiceDate: 'invalid_rule_date',
      usefulLifeMonths: 'invalid_rule_useful_life',
      salvageValue: 'invalid_rule_price',
      depreciationMethod: 'invalid_rule_depreciation_method',
      depreciationRate: 'invalid_rule_depreciation_rate',
    });
    const [item] = await createItems(owner, { title: 'Y' });
    const edit = await api('PUT', `${itemsPath(owner)}/${item!._id}/edit`, { token: owner.token, body: { inServiceDate: '2026-13-01', usefulLifeMonths: 1201, depreciationRate: 12.345 } });
    expect(edit.body.details.fields).toEqual({ inServiceDate: 'invalid_rule_date', usefulLifeMonths: 'invalid_rule_useful_life', depreciationRate: 'invalid_rule_depreciation_rate' });
    // Nothing of a refused edit is kept.
    expect(await card(owner, item!._id)).toMatchObject({ inServiceDate: null, usefulLifeMonths: null, depreciation: null });
  });
});

describe('company defaults per item type', () => {
  let company: Owner;
  beforeAll(async () => {
    company = await companyOwner();
  });

  it('are saved by an admin, read by any member, refused to a worker', async () => {
    expect((await api('GET', defaultsPath(company), { token: company.token })).body).toEqual({ defaults: [] });
    const saved = await api('PUT', defaultsPath(company), { token: company.token, body: { defaults: [laptopDefault, { type: 'Chair', usefulLifeMonths: 60, salvagePercent: 0, method: 'straight-line', ratePercent: null }] } });
    expect(saved.status).toBe(200);
    const worker = await memberWithRole(company.company._id, 'worker');
    expect((await api('GET', defaultsPath(company), { token: worker.token })).body.defaults).toHaveLength(2);
    const refused = await api('PUT', defaultsPath(company), { token: worker.token, body: { defaults: [] } });
    expect([refused.status, refused.body.error]).toEqual([403, 'AccessError']);
  });

  it('apply to items of the type without terms of their own (any case), and the item own fields win field by field', async () => {
    const [byType] = await createItems(company, { title: 'ThinkPad', type: 'laptop', price: '1000', inServiceDate: '2020-01-01' });
    const [ownLife] = await createItems(company, { title: 'MacBook', type: 'LAPTOP', price: '1000', inServiceDate: '2999-01-01', usefulLifeMonths: 12 });
    const [ownMethod] = await createItems(company, { title: 'Dell', type: 'Laptop', price: '1000', inServiceDate: '2020-01-01', salvageValue: '0', depreciationMethod: 'straight-line' });
    const [otherType] = await createItems(company, { title: 'Printer', type: 'Printer', price: '300' });
    // Thirty-six months ended long ago: down to the default salvage value, 10 % of the cost.
    expect((await card(company, byType!._id)).depreciation).toMatchObject({ bookValue: '100.00', accumulated: '900.00', months: 36, method: 'declining-balance', usefulLifeMonths: 36, source: 'type' });
    expect((await card(company, ownLife!._id)).depreciation).toMatchObject({ bookValue: '1000.00', months: 0, method: 'declining-balance', usefulLifeMonths: 12, source: 'item' });
    expect(await row(company, ownMethod!._id)).toMatchObject({ depreciation: { bookValue: '0.00', accumulated: '1000.00', method: 'straight-line', source: 'type' } });
    expect((await card(company, otherType!._id)).depreciation).toBeNull();
  });

  it('changed, change the book value of the items that follow them at once', async () => {
    const [item] = await createItems(company, { title: 'Stool', type: 'chair', price: '100', inServiceDate: '2020-01-01' });
    expect((await card(company, item!._id)).depreciation).toMatchObject({ bookValue: '0.00', usefulLifeMonths: 60 });
    await api('PUT', defaultsPath(company), { token: company.token, body: { defaults: [{ type: 'CHAIR', usefulLifeMonths: 600, salvagePercent: 50, method: 'straight-line', ratePercent: null }] } });
    const after = (await card(company, item!._id)).depreciation;
    expect(after).toMatchObject({ usefulLifeMonths: 600, source: 'type' });
    expect(Number(after.bookValue)).toBeGreaterThan(50);
  });

  it('refuse bad input: duplicate types in any case, more than 200, percents out of range, unknown methods', async () => {
    const duplicate = await api('PUT', defaultsPath(company), { token: company.token, body: { defaults: [laptopDefault, { ...laptopDefault, type: ' laptop ' }] } });
    expect([duplicate.status, duplicate.body.error]).toEqual([400, 'ValidationError']);
    expect(duplicate.body.details.fields).toEqual({ 'defaults.1.type': 'invalid_rule_type_unique' });
    const many = Array.from({ length: 201 }, (_, n) => ({ ...laptopDefault, type: `Type ${n}` }));
    expect((await api('PUT', defaultsPath(company), { token: company.token, body: { defaults: many } })).body.details.fields).toEqual({ defaults: 'invalid_rule_depreciation_defaults_count' });
    const wrong = await api('PUT', defaultsPath(company), {
      token: company.token,
      body: { defaults: [{ type: '', usefulLifeMonths: 0, salvagePercent: 101, method: 'sum-of-years', ratePercent: 0 }] },
    });
    expect(wrong.body.details.fields).toEqual({
      'defaults.0.type': 'required_field',
      'defaults.0.usefulLifeMonths': 'invalid_rule_useful_life',
      'defaults.0.salvagePercent': 'invalid_rule_salvage_percent',
      'defaults.0.method': 'invalid_rule_depreciation_method',
      'defaults.0.ratePercent': 'invalid_rule_depreciation_rate',
    });
    // Nothing of the refused bodies was kept.
    expect((await api('GET', defaultsPath(company), { token: company.token })).body.defaults).toEqual([expect.objectContaining({ type: 'CHAIR' })]);
  });
});

describe('decommissioning', () => {
  it('keeps the day; depreciation ends with its month and the book value stays what it was then', async () => {
    const [item] = await createItems(owner, { title: 'Lathe', price: '2400', inServiceDate: '2020-01-15', usefulLifeMonths: 24 });
    const banned = await api('PUT', `${itemsPath(owner)}/${item!._id}/ban`, { token: owner.token, body: {} });
    expect(banned.status).toBe(200);
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.item(owner.company._id, item!._id) }));
    expect(stored.Item?.decommissionedOn).toBe(today());
    // Decommissioned in June 2020: February to June are charged, 5 of 24 months.
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.item(owner.company._id, item!._id), UpdateExpression: 'SET decommissionedOn = :day', ExpressionAttributeValues: { ':day': '2020-06-10' } }),
    );
    expect((await card(owner, item!._id)).depreciation).toMatchObject({ months: 5, accumulated: '500.00', bookValue: '1900.00' });
    expect(await row(owner, item!._id, { status: 'decommissioned' })).toMatchObject({ depreciation: { months: 5, bookValue: '1900.00' } });
  });
});

describe('the integration API item read', () => {
  it('gives the resolved terms beside the book value, for 1C to reconcile', async () => {
    const company = await companyOwner();
    await api('PUT', defaultsPath(company), { token: company.token, body: { defaults: [laptopDefault] } });
    const secret = (await api('POST', '/integration', { token: company.token, body: { name: '1C' } })).body.secret as string;
    const upserted = await api('PUT', '/integration/v1/items/INV-1', { token: secret, body: { title: 'Laptop', type: 'Laptop', price: '1000' } });
    expect(upserted.body.item.depreciation).toMatchObject({ source: 'type', method: 'declining-balance', usefulLifeMonths: 36, salvageValue: '100.00', cost: '1000.00', ratePercent: expect.closeTo(66.67, 2) });
    await createItems(company, { title: 'Old crane', price: '1200', inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '200' });
    await new Promise((resolve) => setTimeout(resolve, settleMs + 200));
    const listed = await api('GET', '/integration/v1/items', { token: secret });
    expect(listed.status).toBe(200);
    const crane = (listed.body.items as { title: string; depreciation: unknown }[]).find((one) => one.title === 'Old crane');
    expect(crane?.depreciation).toEqual({
      bookValue: '200.00',
      accumulated: '1000.00',
      months: 24,
      asOf: today(),
      method: 'straight-line',
      usefulLifeMonths: 24,
      source: 'item',
      inServiceDate: '2020-01-15',
      cost: '1200.00',
      salvageValue: '200.00',
      ratePercent: null,
      endDate: null,
    });
  });

  it('takes the terms from the accounting system: set on create, kept when left out, cleared by null, and the same call twice writes nothing', async () => {
    const company = await companyOwner();
    await api('PUT', defaultsPath(company), { token: company.token, body: { defaults: [laptopDefault] } });
    const secret = (await api('POST', '/integration', { token: company.token, body: { name: '1C' } })).body.secret as string;
    const put = (body: Record<string, unknown>) => api('PUT', '/integration/v1/items/INV-7', { token: secret, body });
    const terms = { inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '200', depreciationMethod: 'straight-line' };
    const created = await put({ title: 'Crane', type: 'Laptop', price: '1200', ...terms });
    expect(created.status).toBe(200);
    expect(created.body.item.depreciation).toMatchObject({ source: 'item', method: 'straight-line', usefulLifeMonths: 24, inServiceDate: '2020-01-15', salvageValue: '200.00', bookValue: '200.00' });
    expect((await put({ title: 'Crane', type: 'Laptop', price: '1200', ...terms })).body.changed).toBe(false);
    // Left out: kept.
    expect((await put({ title: 'Crane', type: 'Laptop' })).body).toMatchObject({ changed: false, item: { depreciation: { source: 'item', usefulLifeMonths: 24 } } });
    // Null: the item's own life and method are cleared, and its type's default applies.
    const cleared = await put({ title: 'Crane', type: 'Laptop', usefulLifeMonths: null, depreciationMethod: null, salvageValue: null });
    expect(cleared.body).toMatchObject({ changed: true, item: { depreciation: { source: 'type', method: 'declining-balance', usefulLifeMonths: 36 } } });
    const refused = await put({ title: 'Crane', usefulLifeMonths: 0, depreciationMethod: 'sum-of-years' });
    expect([refused.status, refused.body.error]).toEqual([400, 'ValidationError']);
  });
});

describe('the item list report', () => {
  let poller: Poller;
  beforeAll(() => {
    poller = startPoller({ client: new SQSClient({}), queues: { reports: { url: process.env.REPORTS_QUEUE_URL! } }, waitTimeSeconds: 1, log: () => undefined });
  });
  afterAll(async () => {
    await poller?.stop();
  });

  it('has book value and accumulated depreciation as of the report day, as numbers in the company currency', async () => {
    const company = await companyOwner();
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.user(company.user._id), UpdateExpression: 'SET #l = :l', ExpressionAttributeNames: { '#l': 'language' }, ExpressionAttributeValues: { ':l': 'ua' } }),
    );
    await createItems(company, { title: 'Crane', price: '1200', inServiceDate: '2020-01-15', usefulLifeMonths: 24, salvageValue: '200' });
    await createItems(company, { title: 'Desk', price: '300' });
    const email = uniqueEmail('depreciation-report');
    const asked = await api('POST', `${itemsPath(company)}/report`, { token: company.token, query: { sort: 'title' }, body: { email } });
    expect(asked.status).toBe(202);
    const [mail] = await mailsTo(email, { timeoutMs: 20_000 });
    const link = linkIn(mail!, '/api/v1/reports/');
    const redirect = await api('GET', `/reports/${link.slice(link.lastIndexOf('/') + 1)}`);
    const file = await fetch(redirect.headers.location!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const book = headers.indexOf(`Залишкова вартість, ${today()}`) + 1;
    const accumulated = headers.indexOf(`Накопичена амортизація, ${today()}`) + 1;
    expect([book, accumulated]).toEqual([13, 14]);
    const rows = [2, 3].map((n) => sheet.getRow(n));
    expect(rows.map((r) => [r.getCell(2).value, r.getCell(book).value, r.getCell(accumulated).value])).toEqual([
      ['Crane', 200, 1000],
      // No useful life: the book value stays the cost.
      ['Desk', 300, 0],
    ]);
    expect(rows[0]!.getCell(book).numFmt).toContain('₴');
  });
});
