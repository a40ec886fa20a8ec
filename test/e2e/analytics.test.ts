import { beforeAll, describe, expect, it } from 'vitest';
import { demo, seedDemo } from '../../infra/local/seed';
import { companyOwner, password } from '../support/factories';
import { runQueuedJobs } from '../support/jobs';
import { endTrial } from '../support/members';
import { signIn, useBrowserStack, type BrowserStack } from './harness';

const stack = useBrowserStack();

beforeAll(async () => {
  await seedDemo();
});

describe('analytics', () => {
  it('charts the demo company on a desktop and a phone, and a bar opens the items list filtered by it', async () => {
    const page = await stack.newPage();
    await page.setViewportSize({ width: 1360, height: 900 });
    await signIn(page, stack.server.url, demo.email, demo.password);
    await page.getByTestId('menu-stats').click();
    await page.waitForURL('**/analytics');
    await page.getByTestId('analytics-page').waitFor();

    // The three demo items: totals in the company currency with thousands separators.
    await expect.poll(() => page.getByTestId('analytics-total-items').innerText()).toBe('3');
    expect(await page.getByTestId('analytics-total-value').innerText()).toBe('2,158.49 UAH');
    // Book value beside the cost: being calculated on the first visit; once the job has run, the page (asking
    // again by itself meanwhile) shows it as of today. The demo items have no useful life: they count at cost.
    await page.getByTestId('analytics-book-value-pending').waitFor();
    expect(await runQueuedJobs('itemChanges')).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('analytics-total-book-value').innerText(), { timeout: 15_000 }).toBe('2,158.49 UAH');
    expect(await page.getByTestId('analytics-book-value-note').innerText()).toMatch(/^as of \w+ \d+, \d{4}$/);
    // Three brands, one bar each; the donut draws the one status the new items have.
    expect(await page.getByTestId('analytics-brand').getByTestId('analytics-bar').count()).toBe(3);
    expect(await page.getByTestId('analytics-statuses').locator('.recharts-pie-sector').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('analytics-location-empty').innerText()).toBe('No items have a value here yet');

    // By value, the laptop's brand comes first.
    await page.getByTestId('analytics-measure-value').click();
    expect(await page.getByTestId('analytics-brand').getByTestId('analytics-bar').first().innerText()).toBe('Lenovo');
    expect(await page.getByTestId('analytics-brand').innerText()).toContain('1,249.00 UAH');

    await page.getByTestId('analytics-brand').getByTestId('analytics-bar').filter({ hasText: 'Bosch' }).click();
    await page.waitForURL('**/items?**');
    expect(new URL(page.url()).searchParams.get('brand')).toBe('Bosch');
    await page.getByTestId('items-row-Cordless drill').waitFor();
    await expect.poll(() => page.getByTestId('items-row-Laptop').count()).toBe(0);

    // On a 390 px phone the charts stack in one column and nothing runs past the screen's edge.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${stack.server.url}/analytics`);
    await page.getByTestId('analytics-brand').waitFor();
    const overflowing = await page.getByTestId('analytics-page').evaluate((root) =>
      [root, ...root.querySelectorAll('*')].filter((node) => node.getBoundingClientRect().right > 391).map((node) => (node.getAttribute('data-testid') ?? node.tagName) + ': ' + (node.textContent ?? '').slice(0, 30)),
    );
    expect(overflowing).toEqual([]);
    await page.getByTestId('analytics-type').getByTestId('analytics-bar').filter({ hasText: 'Tools' }).click();
    await page.waitForURL('**/items?**');
    expect(new URL(page.url()).searchParams.get('type')).toBe('Tools');
  });

  it('says "Error getting analytics" when the answer fails, and shows the plan notice on the Free plan', async () => {
    const page = await stack.newPage();
    await signIn(page, stack.server.url, demo.email, demo.password);
    await page.route('**/api/v1/company/*/analytics', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'InternalError', message: 'Internal error' }) }),
    );
    await page.goto(`${stack.server.url}/analytics`);
    expect(await page.getByTestId('analytics-error').innerText()).toContain('Error getting analytics');

    const free = await companyOwner();
    await endTrial(free.company._id);
    const freePage = await stack.newPage();
    await signIn(freePage, stack.server.url, free.email, password);
    await freePage.goto(`${stack.server.url}/analytics`);
    await freePage.getByTestId('plan-notice').waitFor();
    expect(await freePage.getByTestId('analytics-bar').count()).toBe(0);
  });
});
