import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newLabelCode } from '../../functions/lib/label-codes';
import { labelUrl } from '../../shared/label-formats';
import { api } from '../support/api';
import { companyOwner, password } from '../support/factories';
import { openSignedIn, signIn, useBrowserStack } from './harness';

/**
 * The page a stranger's camera opens (docs/found-items.md): at phone width, signed out, a label's
 * address shows the company's name, the item's title and the code, and a form to tell the owner;
 * an unknown code shows the same page. A member of the company gets the item itself.
 */

const stack = useBrowserStack();

/** The test ids on the page, in document order: the page's layout, without its texts. */
const layoutOf = (page: Page) =>
  page.getByTestId('found-page').evaluate((root) => [...root.querySelectorAll('[data-testid]')].map((element) => element.getAttribute('data-testid')));

async function labelledItem(companyTitle: string) {
  const owner = await companyOwner(companyTitle);
  const created = await api('POST', `/company/${owner.company._id}/item`, { token: owner.token, body: { title: 'Ladder', serial: 'SN-SECRET-42' } });
  const itemId: string = created.body.data[0]._id;
  const [code] = (await api('GET', `/company/${owner.company._id}/generate`, { token: owner.token, query: { count: '1' } })).body.codes as string[];
  await api('PUT', `/company/${owner.company._id}/item/${itemId}/mark`, { token: owner.token, body: { code } });
  return { owner, itemId, code: code! };
}

describe('a label’s page for a stranger', () => {
  it('shows only the company, the title and the code at 390 px, takes a message, and an unknown code looks alike', async () => {
    const { owner, itemId, code } = await labelledItem('ТОВ «Знахідка»');
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(labelUrl(stack.server.url, code));
    await page.getByTestId('found-page').waitFor();
    await page.getByTestId('lang-en').click();
    expect(new URL(page.url()).pathname).toBe(`/q/${code}`);
    expect(await page.getByTestId('found-company').innerText()).toBe('ТОВ «Знахідка»');
    expect(await page.getByTestId('found-title').innerText()).toBe('Ladder');
    expect(await page.getByTestId('found-code').innerText()).toBe(code);
    const text = await page.locator('body').innerText();
    for (const secret of [itemId, owner.email, owner.company._id, 'SN-SECRET-42', 'Olena']) expect(text).not.toContain(secret);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const known = await layoutOf(page);

    // Sending without a message asks for one; with one, the confirmation.
    await page.getByTestId('found-send').click();
    expect(await page.getByTestId('found-sent').count()).toBe(0);
    await page.getByTestId('found-message').fill('Found it at the bus stop, left it with the kiosk.');
    await page.getByTestId('found-contact').fill('+380501234567');
    await page.getByTestId('found-send').click();
    await page.getByTestId('found-sent').waitFor();

    // An unknown code: the same layout and form, its code shown, no word of "not found".
    const unknownCode = newLabelCode();
    await page.goto(labelUrl(stack.server.url, unknownCode));
    await page.getByTestId('found-page').waitFor();
    expect(await layoutOf(page)).toEqual(known);
    expect(await page.getByTestId('found-code').innerText()).toBe(unknownCode);
    expect((await page.getByTestId('found-company').innerText()).length).toBeGreaterThan(0);
    expect((await page.locator('body').innerText()).toLowerCase()).not.toMatch(/not found|unknown|does not exist/);
    await page.getByTestId('found-message').fill('Found a bag');
    await page.getByTestId('found-send').click();
    await page.getByTestId('found-sent').waitFor();

    // In another language, the same page in its words.
    await page.getByTestId('lang-pl').click();
    await page.getByText('Dziękujemy!').waitFor();
  }, 60_000);

  it('a member of the company gets the item; a member of another company the public page', async () => {
    const { owner, itemId, code } = await labelledItem('ТОВ «Власник»');
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token);
    await page.goto(labelUrl(stack.server.url, code));
    await page.waitForURL(`**/items/${itemId}`);
    expect(await page.getByTestId('item-title').innerText()).toBe('Ladder');

    const other = await companyOwner();
    const stranger = await stack.newPage();
    await signIn(stranger, stack.server.url, other.email, password);
    await stranger.goto(labelUrl(stack.server.url, code));
    await stranger.getByTestId('found-page').waitFor();
    expect(await stranger.getByTestId('found-title').innerText()).toBe('Ladder');
    expect(new URL(stranger.url()).pathname).toBe(`/q/${code}`);
  }, 60_000);
});
