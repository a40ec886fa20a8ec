import { describe, expect, it } from 'vitest';
import { codeFromScan, labelUrl } from '../../shared/label-formats';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { createItems, itemsPath, type Owner } from '../support/items';
import { importFile, startImport, uploadFile } from '../support/imports';
import { runQueuedJobs } from '../support/jobs';
import { decodeLabels, download } from '../support/labels';
import { endTrial, memberWithRole } from '../support/members';
import { seedItems } from '../support/seed-items';

/**
 * Labels for the items a company has (issue 23 section 2): a selection's labels in its order, items
 * without a code given one on the way, every QR code opening exactly its item.
 */

/** As `owner`'s company, by whoever holds `token` (the owner unless given). */
const printLabels = (owner: Owner, body: Record<string, unknown>, token = owner.token) => api('POST', `${itemsPath(owner)}/labels`, { token, body });

/** The item each decoded label opens, as the label page (/q/<code>) finds it. */
async function itemsOpened(owner: Owner, payloads: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const payload of payloads) {
    const found = await api('GET', `${itemsPath(owner)}/${encodeURIComponent(codeFromScan(payload))}/by-code`, { token: owner.token });
    ids.push(found.body._id);
  }
  return ids;
}

describe('POST /company/{company}/item/labels', () => {
  it('prints the selected items in the order given; those without a code get one, marked, nobody made responsible', async () => {
    const owner = await companyOwner();
    const [a, b, c] = await createItems(owner, { title: 'Chair', count: 3 });
    await api('PUT', `${itemsPath(owner)}/${c!._id}/mark`, { token: owner.token, body: { code: 'OLD-1' } });
    const worker = await memberWithRole(owner.company._id, 'worker');

    const answer = await printLabels(owner, { selection: { ids: [b!._id, c!._id, a!._id] }, type: 'l7160' }, worker.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ action: 'labels', state: 'done', total: 3, done: 3, skipped: 0 });
    expect(answer.body.file.fileName).toMatch(/^labels-items-3-l7160-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = await download(answer.body.file.url);
    const payloads = await decodeLabels(file.bytes, 'l7160');
    expect(payloads).toHaveLength(3);
    expect(payloads[1]).toBe(labelUrl(process.env.APP_URL!, 'OLD-1'));
    expect(await itemsOpened(owner, payloads)).toEqual([b!._id, c!._id, a!._id]);

    const given = (await api('GET', `${itemsPath(owner)}/${a!._id}/detailed`, { token: owner.token })).body;
    expect(given).toMatchObject({ status: 'marked', responsible: null });
    expect(given.code).toMatch(/^[0-9A-Z]{10}$/);
    // The code is reserved for the company as a generated label's is: a stranger's camera finds whose item it is.
    expect((await api('GET', `/found/${given.code}`, { sourceIp: '198.18.7.7' })).body).toEqual({ code: given.code, company: owner.company.title, title: 'Chair' });
    // A code typed by hand names no company product-wide: the public page cannot tell whose it is.
    expect((await api('GET', '/found/OLD-1', { sourceIp: '198.18.7.7' })).body).toEqual({ code: 'OLD-1', company: '', title: '' });
    const history = await api('GET', `${itemsPath(owner)}/${a!._id}/transactions`, { token: owner.token });
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['mark', 'creation']);
    // Printing again keeps the codes.
    const again = await printLabels(owner, { selection: { ids: [a!._id] } });
    expect(await itemsOpened(owner, await decodeLabels((await download(again.body.file.url)).bytes, 'micro35'))).toEqual([a!._id]);
    expect((await api('GET', `${itemsPath(owner)}/${a!._id}/detailed`, { token: owner.token })).body.code).toBe(given.code);
  }, 60_000);

  it('skips a decommissioned item without a code, refuses an empty selection and a plan without scanning', async () => {
    const owner = await companyOwner();
    const [a, b] = await createItems(owner, { title: 'Lamp', count: 2 });
    await api('PUT', `${itemsPath(owner)}/${b!._id}/ban`, { token: owner.token, body: {} });
    const answer = await printLabels(owner, { selection: { ids: [a!._id, b!._id] } });
    expect(answer.body).toMatchObject({ done: 1, skipped: 1, skips: [{ id: b!._id, error: 'ItemClosed' }] });
    const empty = await printLabels(owner, { selection: { filter: { search: 'nothing like this' } } });
    expect([empty.status, empty.body.error]).toEqual([400, 'EmptySelection']);
    const role = await memberWithRole(owner.company._id, 'user');
    expect((await printLabels(owner, { selection: { ids: [a!._id] } }, role.token)).status).toBe(403);
    await endTrial(owner.company._id);
    // Free keeps scanning and code generation: labels still print.
    expect((await printLabels(owner, { selection: { ids: [a!._id] } })).status).toBe(200);
  }, 60_000);

  it('prints a large selection as a queued job that ends with the file, every label opening its own item', async () => {
    const owner = await companyOwner();
    const ids = await seedItems(owner, 110, { title: 'Crate', brand: 'Labelled' });
    const answer = await printLabels(owner, { selection: { filter: { brand: 'Labelled', sort: 'created' } }, type: 'l7651' });
    expect(answer.body).toMatchObject({ state: 'queued', file: null });
    await runQueuedJobs('reports');
    const state = await api('GET', `${itemsPath(owner)}/bulk/${answer.body._id}/state`, { token: owner.token });
    expect(state.body).toMatchObject({ state: 'done', total: 110, done: 110 });
    const payloads = await decodeLabels((await download(state.body.file.url)).bytes, 'l7651');
    expect(await itemsOpened(owner, payloads)).toEqual(ids);
  }, 120_000);

  it('prints the items a finished import created, in file order; a dry run or another company\'s file selects nothing', async () => {
    const owner = await companyOwner();
    const other = await companyOwner();
    const started = await startImport(owner, await uploadFile(owner, await importFile([['Table'], ['Bench'], ['Stool']])), false);
    await runQueuedJobs('itemUploads');
    const answer = await printLabels(owner, { selection: { import: started.body._id } });
    expect(answer.body).toMatchObject({ state: 'done', total: 3, done: 3 });
    const opened = await itemsOpened(owner, await decodeLabels((await download(answer.body.file.url)).bytes, 'micro35'));
    const titles = [];
    for (const id of opened) titles.push((await api('GET', `${itemsPath(owner)}/${id}/detailed`, { token: owner.token })).body.title);
    expect(titles).toEqual(['Table', 'Bench', 'Stool']);

    const dry = await startImport(owner, await uploadFile(owner, await importFile([['Shelf']])), true);
    await runQueuedJobs('itemUploads');
    expect((await printLabels(owner, { selection: { import: dry.body._id } })).body.error).toBe('EmptySelection');
    expect((await printLabels(other, { selection: { import: started.body._id } })).body.error).toBe('NotFound');
  }, 60_000);

  it('gives the items of an import QR codes when asked: within the import for a small file, as a queued job for a large one', async () => {
    const owner = await companyOwner();
    const small = await startImport(owner, await uploadFile(owner, await importFile([['Table'], ['Bench']])), false, 'en', { giveCodes: true });
    await runQueuedJobs('itemUploads');
    const files = (await api('GET', `/company/${owner.company._id}/datafiles`, { token: owner.token })).body.data as { _id: string; codesJob: string | null }[];
    const done = files.find((file) => file._id === small.body._id)!;
    expect(done.codesJob).toBe(`codes-${small.body._id}`);
    expect((await api('GET', `${itemsPath(owner)}/bulk/${done.codesJob}/state`, { token: owner.token })).body).toMatchObject({ action: 'codes', state: 'done', total: 2, done: 2 });
    const listed = (await api('GET', itemsPath(owner), { token: owner.token, query: { sort: 'created', limit: '10' } })).body.data as { _id: string; code: string | null; status: string }[];
    expect(listed.map((item) => item.status)).toEqual(['marked', 'marked']);
    expect(listed.every((item) => /^[0-9A-Z]{10}$/.test(item.code ?? ''))).toBe(true);
    const history = await api('GET', `${itemsPath(owner)}/${listed[0]!._id}/transactions`, { token: owner.token });
    expect(history.body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['mark', 'creation']);
    // Printing the import's labels afterwards keeps those codes.
    const printed = await printLabels(owner, { selection: { import: small.body._id } });
    expect(await itemsOpened(owner, await decodeLabels((await download(printed.body.file.url)).bytes, 'micro35'))).toEqual(listed.map((item) => item._id));

    const rows = Array.from({ length: 120 }, (_, index) => [`Crate ${index}`]);
    const large = await startImport(owner, await uploadFile(owner, await importFile(rows)), false, 'en', { giveCodes: true });
    await runQueuedJobs('itemUploads');
    await runQueuedJobs('itemChanges');
    const state = await api('GET', `${itemsPath(owner)}/bulk/codes-${large.body._id}/state`, { token: owner.token });
    expect(state.body).toMatchObject({ state: 'done', total: 120, done: 120 });
    expect((await api('GET', itemsPath(owner), { token: owner.token, query: { status: 'not_marked', limit: '1' } })).body.count).toBe(0);

    // Without the option (the API's default, as for older clients) the items stay without a code.
    await startImport(owner, await uploadFile(owner, await importFile([['Shelf']])), false);
    await runQueuedJobs('itemUploads');
    expect((await api('GET', itemsPath(owner), { token: owner.token, query: { status: 'not_marked', limit: '5' } })).body.data.map((item: { title: string }) => item.title)).toEqual(['Shelf']);
  }, 120_000);
});
