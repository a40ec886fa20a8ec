import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type LabelFormatId, labelUrl } from '../../shared/label-formats';
import { api } from '../support/api';
import { companyOwner, password } from '../support/factories';
import { decodeLabels } from '../support/labels';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** Clicks what starts a download and answers the saved file. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return new Uint8Array(await readFile((await download.path())!));
}

async function decoded(pdf: Uint8Array, format: LabelFormatId): Promise<string[]> {
  return decodeLabels(pdf, format);
}

describe('QR labels in the browser', () => {
  it('prints an item label from its card, generates labels from the list, and binds a scanned label to an item', async () => {
    const owner = await companyOwner('ТОВ «Мітки»');
    const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Шуруповерт Bosch' } });
    const itemId: string = created.body.data[0]._id;
    await api('PUT', `/company/${owner.company._id}/item/${itemId}/mark`, { token: owner.token, body: { code: 'E2E-LABEL-1' } });
    const [spare] = (await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Ladder' } })).body.data;

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);

    // The item card: the QR dialog, a format, the PDF; its code reads back as the item's address.
    await page.goto(`${stack.server.url}/items/${itemId}`);
    await page.getByTestId('qr-label-open').click();
    await page.getByTestId('label-format').selectOption('l7160');
    const label = await downloaded(page, () => page.getByTestId('qr-label-download').click());
    expect(await decoded(label, 'l7160')).toEqual([labelUrl(stack.server.url, 'E2E-LABEL-1')]);

    // The list: three new labels on a label-printer roll.
    await page.goto(`${stack.server.url}/items`);
    await page.getByTestId('labels-generate-open').click();
    await page.getByTestId('labels-generate-count').fill('3');
    await page.getByTestId('label-format').selectOption('dk11209');
    const sheet = await downloaded(page, () => page.getByTestId('labels-generate-submit').click());
    const urls = await decoded(sheet, 'dk11209');
    expect(urls).toHaveLength(3);
    const code = decodeURIComponent(urls[0]!.split('/q/')[1]!);

    // A phone scans the new label: no item has it yet, so the page offers to bind it (at phone width).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urls[0]!);
    await page.getByTestId('code-page-bind').click();
    const dialog = page.getByTestId('labels-bind-dialog');
    expect(await page.getByTestId('labels-bind-code').inputValue()).toBe(code);
    await page.getByTestId('labels-bind-item-search').fill('Ladder');
    await page.getByTestId('labels-bind-item-option').filter({ hasText: 'Ladder' }).click();
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByTestId('labels-bind-submit').click();
    // Bound: the code now opens the item.
    await page.waitForURL(`**/items/${spare._id}`);
    expect(await page.getByTestId('item-title').innerText()).toBe('Ladder');
  }, 120_000);

  it('opens the item of a label scanned while signed out, once the person has signed in', async () => {
    const owner = await companyOwner();
    const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Projector' } });
    const itemId: string = created.body.data[0]._id;
    await api('PUT', `/company/${owner.company._id}/item/${itemId}/mark`, { token: owner.token, body: { code: 'E2E-SIGNED-OUT' } });

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(labelUrl(stack.server.url, 'E2E-SIGNED-OUT'));
    // Signed out, the label's address is the public page (docs/found-items.md); it offers members to sign in.
    await page.getByTestId('found-sign-in').click();
    await page.waitForURL('**/auth/login?**');
    await page.getByTestId('login-input').fill(owner.email);
    await page.getByTestId('password-input').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`**/items/${itemId}`);
    expect(await page.getByTestId('item-title').innerText()).toBe('Projector');
  }, 60_000);
});
