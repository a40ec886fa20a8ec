import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { chooseFromMenu, openSignedIn, useBrowserStack } from './harness';

/** Binding printed labels at scale (issue 23 section 3): its own file, since the 100 pairs take a minute beside the other label journeys. */

const stack = useBrowserStack();

describe('binding many labels in the browser', () => {
  it('binds 100 labels in one submission: the inputs stay in view, the pairs scroll, and only items without a code are offered', async () => {
    const owner = await companyOwner();
    const items = `/company/${owner.company._id}/item`;
    const create = (body: Record<string, unknown>) => api('POST', items, { token: owner.token, body });
    // Sorted by title, a marked item would be offered first: only the ones without a code may be.
    const [anvil] = (await create({ title: 'Anvil' })).body.data;
    await api('PUT', `${items}/${anvil._id}/mark`, { token: owner.token, body: { code: 'E2E-ANVIL' } });
    await create({ title: 'Bolts', accountingType: 'batch', quantity: 1, units: 'pieces' });
    for (const count of [40, 40, 20]) await create({ title: 'Crate', count });
    const codes: string[] = (await api('GET', `/company/${owner.company._id}/generate`, { token: owner.token, query: { count: '100' } })).body.codes;
    expect(codes).toHaveLength(100);

    const page = await stack.newPage();
    const viewport = { width: 1280, height: 800 };
    await page.setViewportSize(viewport);
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('labels-bind-open').click();
    const options = page.getByTestId('labels-bind-item-option');
    await options.first().waitFor();
    // A batch of one reads "1 pc", not "1 pieces"; the marked Anvil is not offered.
    expect(await options.first().innerText()).toBe('Bolts (1 pc)');
    expect(await options.allInnerTexts()).not.toContain('Anvil');

    const inView = async (testId: string) => {
      const box = await page.getByTestId(testId).boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= viewport.height);
    };
    const pairs = page.getByTestId('labels-bind-pairs');
    for (const [index, code] of codes.entries()) {
      await page.getByTestId('labels-bind-code').fill(code);
      await options.first().click();
      await page.getByTestId('labels-bind-add').click();
      await page.getByTestId('labels-bind-pair').nth(index).waitFor();
      if (index + 1 === 25 || index + 1 === 100) {
        for (const input of ['labels-bind-code', 'labels-bind-item-search', 'labels-bind-add', 'labels-bind-submit']) expect(await inView(input), `${input} at ${index + 1}`).toBe(true);
        expect(await pairs.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
        // The pair just added is scrolled into the list's view.
        await expect
          .poll(async () => {
            const [last, list] = await Promise.all([page.getByTestId('labels-bind-pair').nth(index).boundingBox(), pairs.boundingBox()]);
            return Boolean(last && list && last.y + last.height <= Math.min(list.y + list.height, viewport.height) + 1);
          })
          .toBe(true);
      }
    }
    expect(await page.getByTestId('labels-bind-pairs-count').innerText()).toBe('Pairs: 100 of 100');
    // One call binds at most 100 pairs: the 101st is refused here, not by the server.
    await page.getByTestId('labels-bind-code').fill('E2E-ONE-TOO-MANY');
    await page.getByTestId('labels-bind-add').click();
    expect(await page.getByTestId('labels-bind-pairs-error').innerText()).toBe('At most 100 pairs at once: bind these first');
    await page.getByTestId('labels-bind-code').fill('');

    await page.getByTestId('labels-bind-submit').click();
    await page.getByTestId('labels-bind-dialog').waitFor({ state: 'detached' });
    const marked = await api('GET', items, { token: owner.token, query: { status: 'marked', limit: '1' } });
    expect(marked.body.count).toBe(101);
    const left = await api('GET', items, { token: owner.token, query: { status: 'not_marked', limit: '10' } });
    expect(left.body.data.map((item: { title: string }) => item.title)).toEqual(['Crate']);
  }, 240_000);

  it('binds a generated sheet in list order to every item the list matches, on a 390 px phone, after a preview', async () => {
    const owner = await companyOwner();
    const items = `/company/${owner.company._id}/item`;
    for (let index = 1; index <= 12; index++) {
      await api('POST', items, { token: owner.token, body: { title: `Tool ${String(index).padStart(2, '0')}` } });
    }
    const sheet = (await api('GET', `/company/${owner.company._id}/generate`, { token: owner.token, query: { count: '20' } })).body as { codes: string[] };

    const page = await stack.newPage();
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    await openSignedIn(page, stack.server.url, owner.token);
    await page.getByTestId('items-select-page-phone').click();
    await page.getByTestId('items-select-all-matching').click();
    await chooseFromMenu(page, 'bulk-bar-menu', 'bind');
    const dialog = page.getByTestId('bulk-dialog-bind');
    await dialog.getByTestId('bulk-bind-pair').first().waitFor();
    // Every item of the tour and the twelve tools, in the list's order, each with the sheet's next code.
    const listed = (await api('GET', items, { token: owner.token, query: { limit: '100' } })).body.data as { _id: string; title: string }[];
    expect(await dialog.getByTestId('bulk-bind-summary').innerText()).toBe(`Pairs to bind: ${listed.length} (free codes in the sheet: 20)`);
    const pairs = await dialog.getByTestId('bulk-bind-pair').allInnerTexts();
    expect(pairs).toHaveLength(listed.length);
    for (const [index, item] of listed.entries()) {
      expect(pairs[index]).toContain(sheet.codes[index]);
      expect(pairs[index]).toContain(item.title);
    }
    // The submit button stays on the screen however many pairs there are.
    const submit = (await dialog.getByTestId('item-dialog-submit').boundingBox())!;
    expect(submit.y + submit.height).toBeLessThanOrEqual(phone.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.screenshot({ path: '/tmp/labels-bind-sheet-390.png' });

    await dialog.getByTestId('item-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const after = (await api('GET', items, { token: owner.token, query: { limit: '100' } })).body.data as { code: string | null }[];
    expect(after.map((item) => item.code)).toEqual(sheet.codes.slice(0, listed.length));
  }, 120_000);
});
