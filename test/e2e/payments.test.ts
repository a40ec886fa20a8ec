import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/client';
import { keys } from '../../functions/lib/db/keys';
import { companyOwner } from '../support/factories';
import { memberWithRole } from '../support/members';
import { openSignedIn, useBrowserStack } from './harness';

const stack = useBrowserStack();

/** A paid period that ended yesterday: the company is locked until it pays. */
async function lockCompany(companyId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.company(companyId),
      UpdateExpression: 'SET periodKind = :paid, subscriptionEndDate = :past',
      ExpressionAttributeValues: { ':paid': 'paid', ':past': new Date(Date.now() - 86_400_000).toISOString() },
    }),
  );
}

/** A member signed in by their session token, as the app keeps it. */
async function pageOf(token: string): Promise<Page> {
  const page = await stack.newPage();
  await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
  return page;
}

/** The page's width beyond the screen: 0 when nothing scrolls sideways. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('paying for a plan in the browser', () => {
  it('a new owner buys Optimal for a month by card, pays in the sandbox and sees it paid in billing', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);

    // The usage bar's button leads to the full-screen plan page.
    await page.getByTestId('plan-buy').click();
    await page.waitForURL('**/payment');
    await page.getByTestId('payment-plans').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    expect(await page.getByTestId('payment-plan-optimal').getByTestId('payment-plan-popular').count()).toBe(1);
    expect(await page.getByTestId('payment-plan-optimal').getByTestId('payment-plan-old-price').innerText()).toBe('$69.00');

    // The plan in force: the trial, its dates and the days left; then Free unless paid.
    const current = page.getByTestId('payment-current');
    expect(await current.getAttribute('data-state')).toBe('trial');
    expect(await page.getByTestId('payment-current-plan').innerText()).toBe('Optimal');
    expect(await page.getByTestId('payment-current-state').innerText()).toBe('Trial');
    expect(await page.getByTestId('payment-current-period').innerText()).toMatch(/^Trial: \w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4} · 1[45] days left$/);
    expect(await page.getByTestId('payment-current-then').count()).toBe(1);
    expect(await page.getByTestId('payment-plan-optimal').getByTestId('payment-plan-current').count()).toBe(1);

    // The rule beside the price: the discounts of 6 and 12 months, or the year's sum.
    const rule = page.getByTestId('payment-plan-optimal').getByTestId('payment-plan-rule');
    expect(await rule.innerText()).toBe('6 months: −5 %, 12 months: −10 %');
    await page.getByTestId('payment-toggle-12').click();
    expect(await rule.innerText()).toBe('12 × $49.00 − 10 % for a year paid at once');

    await page.getByTestId('payment-choose-optimal').click();
    await page.getByTestId('payment-option-method').selectOption('fixed');
    const priceRule = page.getByTestId('payment-price-rule');
    expect(await priceRule.getAttribute('data-source')).toBe('period');
    expect(await priceRule.innerText()).toBe('12 × $49.00 − 10 % for paying 12 months at once.');
    await page.getByTestId('payment-option-period').selectOption('1');
    expect(await page.getByTestId('payment-total').innerText()).toBe('$49.00');
    expect(await priceRule.innerText()).toBe('$49.00 a month, no discount for 1 month. Paying for 6 months takes 5 % off, for 12 months 10 %.');
    // Paying during the trial keeps its remaining days, and the page says so.
    const start = page.getByTestId('payment-start-note');
    expect(await start.getAttribute('data-from')).toBe('trial_end');
    expect(await start.innerText()).toMatch(/^Paying now keeps the trial’s remaining 1[45] days: the paid period starts when the trial ends, on \w+ \d{1,2}, \d{4}\. The plan you choose applies at once\.$/);

    // Paying waits for the public offer.
    const pay = page.getByTestId('payment-submit');
    expect(await pay.isDisabled()).toBe(true);
    await page.getByTestId('payment-offer').click();
    expect(await pay.isEnabled()).toBe(true);
    await pay.click();

    // The sandbox's hosted page stands in for the provider's: it approves and sends the browser back.
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL('**/payment/success?**', { timeout: 30_000 });
    const result = page.getByTestId('payment-result');
    await result.waitFor();
    expect(await result.getAttribute('data-result')).toBe('success');
    expect(await page.getByTestId('payment-result-title').innerText()).toBe('Payment successful');
    await page.locator('[data-testid="payment-result-status"][data-status="approved"]').waitFor();

    await page.getByTestId('payment-result-continue').click();
    await page.waitForURL('**/settings/payment');
    await page.getByTestId('billing-page').waitFor();
    expect(await page.getByTestId('billing-plan').innerText()).toBe('Optimal');
    // Paid during the trial: billing shows the trial running on and the paid month waiting for its end, as /payment does.
    expect(await page.getByTestId('billing-period-state').innerText()).toBe('Trial');
    const period = page.getByTestId('billing-current-period');
    expect(await period.getAttribute('data-state')).toBe('trial');
    expect(await period.getAttribute('data-period')).toBe('paid');
    expect(await page.getByTestId('billing-period').innerText()).toMatch(/^Trial: \w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4} · 1[45] days left$/);
    expect(await page.getByTestId('billing-next').innerText()).toMatch(/^Paid period \(Optimal\): \w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}, from the end of the trial$/);
    expect(await page.getByTestId('billing-then').count()).toBe(0);
    const status = page.getByTestId('billing-payments').getByTestId('billing-payment-status');
    expect(await status.count()).toBe(1);
    expect(await status.getAttribute('data-status')).toBe('approved');
    expect(await status.getAttribute('data-colour')).toBe('green');
    expect(await page.getByTestId('billing-payments').getByTestId('billing-payment-total').innerText()).toBe('$49.00');

    // Back on the plans: the trial runs to its end, and the paid month follows it.
    await page.goto(`${stack.server.url}/payment`);
    await page.getByTestId('payment-current').waitFor();
    expect(await page.getByTestId('payment-current').getAttribute('data-state')).toBe('trial');
    expect(await page.getByTestId('payment-current-next').innerText()).toMatch(/^Paid period \(Optimal\): \w+ \d{1,2}, \d{4} – \w+ \d{1,2}, \d{4}, from the end of the trial$/);
    expect(await page.getByTestId('payment-start-note').getAttribute('data-from')).toBe('period_end');
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, stack.server.url, owner.token, '/payment');
    // The comparison is a list on a phone: each feature with the plans that include it.
    await page.getByTestId('payment-comparison-list').waitFor();
    // The plan in force, the price rules and where a payment starts fit the phone too, in every language.
    for (const [language, trial, days, starts] of [
      ['en', 'Trial', /days left$/, /^Paying now keeps the trial’s remaining/],
      ['ua', 'Пробний період', /залишилося \d+ (днів|дні)$/, /^Оплата зараз зберігає \d+ (днів|дні)/],
      ['pl', 'Okres próbny', /zostało \d+ dni$/, /^Płatność teraz zachowuje \d+ pozostałych dni/],
      ['ru', 'Пробный период', /осталось \d+ (дней|дня)$/, /^Оплата сейчас сохраняет оставшиеся \d+ (дней|дня)/],
    ] as const) {
      await page.getByTestId(`lang-${language}`).click();
      await page.waitForFunction((text) => document.querySelector('[data-testid="payment-current-state"]')?.textContent === text, trial);
      expect(await page.getByTestId('payment-current-period').innerText()).toMatch(days);
      expect(await page.getByTestId('payment-start-note').innerText()).toMatch(starts);
      expect((await page.getByTestId('payment-price-rule').innerText()).length).toBeGreaterThan(20);
      expect((await page.getByTestId('payment-plan-optimal').getByTestId('payment-plan-rule').innerText()).length).toBeGreaterThan(10);
      expect(await sidewaysScroll(page)).toBe(0);
    }
    const box = await page.getByTestId('payment-current').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.getByTestId('payment-comparison').isVisible()).toBe(false);
    expect(await sidewaysScroll(page)).toBe(0);
    const list = page.getByTestId('payment-comparison-list');
    expect(await list.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  });

  it('tells a worker there is no access to payments, and that access is suspended once the company is locked', async () => {
    const owner = await companyOwner();
    const companyId = owner.company._id as string;
    const worker = await memberWithRole(companyId, 'worker');
    const page = await pageOf(worker.token);
    await page.goto(`${stack.server.url}/payment`);
    const denied = page.getByTestId('payment-denied');
    await denied.waitFor();
    expect(await denied.getAttribute('data-variant')).toBe('no-access');
    expect(await page.getByTestId('payment-plans').count()).toBe(0);

    // Locked for non-payment: any page of the panel gives way to the expired variant.
    await lockCompany(companyId);
    const locked = await pageOf(worker.token);
    await locked.goto(`${stack.server.url}/items`);
    await locked.waitForURL('**/payment?expired=**');
    await locked.locator('[data-testid="payment-denied"][data-variant="expired"]').waitFor();
  });

  it('sends the owner of a locked company to the plans, with the lock said', async () => {
    const owner = await companyOwner();
    await lockCompany(owner.company._id as string);
    const page = await pageOf(owner.token);
    await page.goto(`${stack.server.url}/items`);
    await page.waitForURL('**/payment?expired=**');
    await page.getByTestId('payment-locked').waitFor();
    expect(await page.getByTestId('payment-plans').count()).toBe(1);
  });
});
