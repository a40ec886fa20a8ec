import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { pdfBytes, picture } from '../support/photos';
import { openSignedIn, useBrowserStack, type BrowserStack } from './harness';

// The poller runs the thumbnail worker, as the event source mapping does in AWS.
const stack = useBrowserStack({ pollQueues: true });
const files = mkdtempSync(path.join(tmpdir(), 'assetbook-photos-e2e-'));

afterAll(() => {
  rmSync(files, { recursive: true, force: true });
});

/** The thumbnail image has loaded real pixels (not the placeholder of a thumbnail still being made). */
const thumbLoaded = (page: Page, testId: string) =>
  page.getByTestId(testId).first().evaluate((node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0).catch(() => false);

/** Uploads, the worker and a first Vite compile take seconds on a shared machine. */
const patiently = { timeout: 30_000, interval: 250 };

describe('item photos and comments in the browser', () => {
  it('uploads a photo on the item page, sees its thumbnail on the card and in the list, opens the viewer, and comments', async () => {
    const owner = await companyOwner();
    const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Projector' } });
    const itemId = created.body.data[0]._id as string;
    const photo = path.join(files, 'projector.jpg');
    writeFileSync(photo, await picture('jpeg', 1600, 1200));
    const renamedPdf = path.join(files, 'manual.jpg');
    writeFileSync(renamedPdf, pdfBytes);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token, `/items/${itemId}`);
    await page.getByTestId('item-photos').waitFor();

    await page.getByTestId('item-photos-drop-input').setInputFiles([photo, renamedPdf]);
    // Per file: the photo arrives, the renamed PDF is refused by its bytes with the catalogue's message.
    await expect.poll(() => page.getByTestId('photo-upload-file').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state'))), patiently).toEqual(['uploaded', 'failed']);
    await expect.poll(() => page.getByTestId('photo-upload-progress').innerText(), patiently).toContain('not a JPEG or PNG picture');
    await expect.poll(() => page.getByTestId('item-photo').count(), patiently).toBe(1);
    expect(await page.getByTestId('item-photo').getAttribute('data-main')).toBe('true');
    await expect.poll(() => thumbLoaded(page, 'item-photo-thumb'), patiently).toBe(true);
    // The card loads the thumbnail, never the original.
    expect(await page.getByTestId('item-photo-thumb').getAttribute('src')).toContain('size=thumb');

    await page.getByTestId('item-photo-thumb').click();
    await page.getByTestId('photo-viewer').waitFor();
    await expect.poll(() => thumbLoaded(page, 'photo-viewer-image'), patiently).toBe(true);
    await page.getByTestId('photo-viewer-close').click();

    await page.getByTestId('comment-message').fill('Lamp replaced');
    await page.getByTestId('comment-send').click();
    await expect.poll(() => page.getByTestId('comment-text').allInnerTexts(), patiently).toEqual(['Lamp replaced']);
    await page.getByTestId('comment-edit').click();
    await page.getByTestId('comment-edit-message').fill('Lamp replaced, 2000 h');
    await page.getByTestId('comment-save').click();
    await expect.poll(() => page.getByTestId('comment-text').allInnerTexts(), patiently).toEqual(['Lamp replaced, 2000 h']);

    // At a phone's width the card does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    // At a phone's width the photos and comments fit the screen and do not scroll sideways (the
    // shell's top bar is wider at 390 px before this change; not this section's to fix).
    const overflow = await page.evaluate(() =>
      ['item-photos', 'item-comments'].flatMap((id) => {
        const section = document.querySelector(`[data-testid="${id}"]`)!;
        return [section, ...section.querySelectorAll('*')].filter((node) => node.getBoundingClientRect().right > 390).map((node) => `${id}: ${(node.textContent ?? '').slice(0, 30)}`);
      }),
    );
    expect(overflow).toEqual([]);

    await page.setViewportSize({ width: 1360, height: 900 });
    await page.goto(`${stack.server.url}/items`);
    await page.getByTestId('items-row-Projector').waitFor();
    await expect.poll(() => thumbLoaded(page, 'items-row-thumb'), patiently).toBe(true);
    expect(await page.getByTestId('items-row-thumb').getAttribute('src')).toContain('size=thumb');
  });
});
