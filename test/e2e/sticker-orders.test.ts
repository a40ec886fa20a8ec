import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/**
 * The right edge of the furthest-reaching visible element of the page's own content (the shell's top
 * bar is the shell's, measured by its own tests).
 */
async function contentRight(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((root) =>
    Math.max(...[root, ...Array.from(root.querySelectorAll('*'))].map((element) => (element.getClientRects().length > 0 ? element.getBoundingClientRect().right : 0))),
  );
}

/** Adds pieces of one type on the Choose sticker tab. */
async function addStickers(page: Page, type: string, quantity: number): Promise<void> {
  await page.getByTestId(`mark-method-quantity-${type}`).fill(String(quantity));
  await page.getByTestId(`mark-method-add-${type}`).click();
}

/** Picks the city from the stand-in directory, then its first branch. */
async function branchDelivery(page: Page): Promise<void> {
  await page.getByTestId('delivery-city-search').fill('Київ');
  await page.getByTestId('delivery-city-option').filter({ hasText: 'Київ' }).first().click();
  await page.getByTestId('delivery-city-picked').waitFor();
  await page.getByTestId('delivery-branch-option').first().click();
  await page.getByTestId('delivery-branch-picked').waitFor();
}

describe('sticker orders in the browser', () => {
  it('an owner orders stickers with branch delivery, pays in the sandbox and sees the order paid in My orders', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token, '/requests');

    // Choose sticker: the catalogue's cards with their prices in USD.
    await page.getByTestId('mark-methods').waitFor();
    expect(await page.getByTestId('mark-method-sticker').getByTestId('mark-method-price').innerText()).toBe('$0.05 per piece');
    // Below the type's minimum the card refuses and says so.
    await addStickers(page, 'laser', 5);
    expect(await page.getByTestId('mark-method-laser').innerText()).toContain('At least 20 pcs');
    await addStickers(page, 'laser', 20);
    await addStickers(page, 'sticker', 150);
    await addStickers(page, 'sticker', 100);

    // The current order: one line per type, totals from the catalogue; it survives a reload.
    await page.getByTestId('requests-tab-order').click();
    await page.getByTestId('order-line-sticker').waitFor();
    expect(await page.getByTestId('order-line-quantity-sticker').inputValue()).toBe('250');
    expect(await page.getByTestId('order-total').innerText()).toBe('$20.50');
    await page.reload();
    await page.getByTestId('order-line-laser').waitFor();
    expect(await page.getByTestId('order-total').innerText()).toBe('$20.50');

    // Publishing wants the delivery data first.
    await page.getByTestId('order-publish').click();
    expect(await page.getByTestId('delivery-form').innerText()).toContain('This field is required');
    expect(page.url()).toContain('/requests');

    await page.getByTestId('delivery-recipient-name').fill('Олена Коваль');
    await page.getByTestId('delivery-recipient-phone').fill('+380501234567');
    await branchDelivery(page);
    await page.getByTestId('order-publish').click();

    // The sandbox's hosted page stands in for Flitt's: approve, and the browser comes back.
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL('**/payment/success?**', { timeout: 30_000 });

    // The callback settled the payment: the order is new (paid), no longer editable; the local order is gone.
    await page.goto(`${stack.server.url}/requests?tab=orders`);
    const card = page.getByTestId('requests-list').locator('article').first();
    await card.waitFor();
    await expect.poll(async () => {
      await page.reload();
      await card.waitFor();
      return card.getAttribute('data-status');
    }, { timeout: 20_000 }).toBe('new');
    expect(await card.getByTestId('request-status').innerText()).toBe('New (paid)');
    expect(await card.getByTestId('request-total').innerText()).toBe('$20.50');
    await card.getByTestId('request-open').click();
    await page.getByTestId('request-read-only').waitFor();
    expect(await page.getByTestId('request-edit').count()).toBe(0);
    expect(await page.getByTestId('request-dialog-delivery').innerText()).toContain('Київ');
    await page.getByTestId('request-dialog-close').click();
    await page.getByTestId('requests-tab-order').click();
    await page.getByTestId('empty-order').waitFor();
  });

  it('edits and rejects a draft, and fits a 390 px phone without sideways scrolling', async () => {
    const owner = await companyOwner();
    const draft = await api('POST', '/request', { token: owner.token, body: { lines: [{ type: 'polymer', quantity: 60 }] } });
    expect(draft.status).toBe(201);

    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, '/requests');
    await page.getByTestId('mark-methods').waitFor();
    expect(await contentRight(page, 'requests-page')).toBeLessThanOrEqual(390);

    await page.getByTestId('requests-tab-orders').click();
    const card = page.getByTestId(`request-card-${draft.body.code}`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('saved');
    expect(await contentRight(page, 'requests-page')).toBeLessThanOrEqual(390);

    // The draft opens full-screen on the phone; editing puts it in the current order.
    await card.getByTestId('request-open').click();
    const dialog = page.getByTestId('request-dialog');
    await dialog.waitFor();
    // Measured once its opening animation (a slight zoom) has settled.
    await expect.poll(() => dialog.evaluate((box) => Math.round(box.getBoundingClientRect().width))).toBe(390);
    await page.getByTestId('request-edit').click();
    await page.getByTestId('order-line-polymer').waitFor();
    expect(await page.getByTestId('current-order').innerText()).toContain(draft.body.code);
    await page.getByTestId('order-line-quantity-polymer').fill('80');
    await page.getByTestId('delivery-type-address').click();
    await page.getByTestId('delivery-street-search').waitFor();
    expect(await contentRight(page, 'requests-page')).toBeLessThanOrEqual(390);
    await page.getByTestId('order-save-draft').click();
    await page.getByText('Request successfully updated').waitFor();
    // The list refetches after the save: the card shows the new total once that answer is in.
    await expect.poll(() => page.getByTestId(`request-card-${draft.body.code}`).getByTestId('request-total').innerText()).toBe('$12.00');

    // Rejecting asks first; the draft is then rejected and read-only.
    await page.getByTestId(`request-card-${draft.body.code}`).getByTestId('request-open').click();
    await page.getByTestId('request-reject').click();
    await page.getByTestId('request-reject-confirm').click();
    await page.getByText('The order is rejected').waitFor();
    await page.locator(`[data-testid="request-card-${draft.body.code}"][data-status="rejected"]`).waitFor();
  });
});
