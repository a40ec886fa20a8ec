import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { companyOwner } from '../support/factories';
import { endTrial, memberWithRole } from '../support/members';
import { openSignedIn, useBrowserStack } from './harness';

/**
 * Settings -> Integration in the browser: root creates an access token, sees its secret once (it
 * works against the integration API), sees its last use, revokes it after confirming, and the
 * secret is refused from then on; on a phone the section fits the screen, a suspended token (its
 * maker demoted) and root's take-over of it included; without 1C in the plan the section shows the
 * plan notice.
 */

const stack = useBrowserStack();

async function openSettings(page: Page) {
  await page.goto(`${stack.server.url}/settings`);
  await page.getByTestId('settings-section-integration').waitFor();
}

describe('access tokens in the browser', () => {
  it('create a token, see its secret once, watch it used, revoke it', async () => {
    const owner = await companyOwner();
    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await openSettings(page);
    await page.getByTestId('integration-empty').waitFor();

    await page.getByTestId('integration-create').click();
    await page.getByTestId('integration-create-submit').click();
    await page.getByText('Required field').or(page.locator('[data-part="error-text"]')).first().waitFor();
    await page.getByTestId('integration-create-name').fill('1C Accounting');
    await page.getByTestId('integration-create-submit').click();

    const secretField = page.getByTestId('integration-secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^abk_[A-Za-z0-9_-]{43}$/);
    await page.getByTestId('integration-secret-copy').click();
    await page.getByTestId('integration-secret-done').click();
    await page.getByTestId('integration-secret-dialog').waitFor({ state: 'detached' });

    // Listed without its secret, never used yet.
    const row = page.getByTestId('integration-token');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('integration-token-name').textContent()).toBe('1C Accounting');
    expect(await row.getByTestId('integration-token-last-used').textContent()).toBe('Never used');
    expect(await page.content()).not.toContain(secret);

    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(200);
    await page.reload();
    await expect.poll(async () => (await page.getByTestId('integration-token-last-used').textContent()) ?? '').toMatch(/^Last used /);
    expect(await page.content()).not.toContain(secret);

    await page.getByTestId('integration-token-revoke').click();
    await page.getByTestId('integration-revoke-confirm').click();
    await page.getByTestId('integration-empty').waitFor();
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(401);
  });

  it('fits a 390 px phone screen, a suspended token and its take-over too', async () => {
    const owner = await companyOwner();
    // A long name without spaces must wrap, not widen the page.
    const created = await api('POST', '/integration', { token: owner.token, body: { name: 'HeadOfficeAccountingSystemIntegrationForTheKyivBranch2026' } });
    expect(created.status).toBe(201);
    // An admin's token, suspended once they are demoted (issue 27): listed so, with root's take-over.
    const admin = await memberWithRole(owner.company._id, 'admin');
    const made = await api('POST', '/integration', { token: admin.token, body: { name: 'WarehouseAccountingSystemOfTheLvivBranch2026' } });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;
    expect((await api('PUT', `/company/${owner.company._id}/user/${admin.user._id}/edit`, { token: owner.token, body: { role: 'worker' } })).status).toBe(200);
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(401);

    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSettings(page);
    const suspended = page.locator(`[data-testid="integration-token"][data-token-id="${made.body.token.id}"]`);
    await suspended.getByTestId('integration-token-suspended').waitFor();
    expect(await suspended.getByTestId('integration-token-suspended').textContent()).toBe('Suspended: its maker may no longer manage tokens');
    // Nothing of the section reaches past the screen's edge (the shell's top bar is not this section's to fix).
    const overflow = await page.evaluate(() => {
      const section = document.querySelector('[data-testid="settings-section-integration"]')!;
      return [section, ...section.querySelectorAll('*')].filter((node) => node.getBoundingClientRect().right > 390).map((node) => (node.textContent ?? '').slice(0, 30));
    });
    expect(overflow).toEqual([]);
    for (const button of await page.getByTestId('integration-token-revoke').all()) {
      const box = await button.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    // Only the suspended token offers the take-over.
    expect(await page.getByTestId('integration-token-take-over').count()).toBe(1);
    const takeOver = await suspended.getByTestId('integration-token-take-over').boundingBox();
    expect(takeOver!.x + takeOver!.width).toBeLessThanOrEqual(390);

    await suspended.getByTestId('integration-token-take-over').click();
    await page.getByTestId('integration-take-over-confirm').click();
    await suspended.getByTestId('integration-token-taken-over').waitFor();
    await expect.poll(() => suspended.getByTestId('integration-token-suspended').count()).toBe(0);
    expect((await api('GET', '/integration/v1/users', { token: secret })).status).toBe(200);
  });

  it('without 1C in the plan the section shows the plan notice', async () => {
    const owner = await companyOwner();
    await endTrial(owner.company._id);
    const page = await stack.newPage();
    await openSignedIn(page, stack.server.url, owner.token);
    await openSettings(page);
    await page.getByTestId('settings-section-integration').getByTestId('plan-notice').waitFor();
    expect(await page.getByTestId('integration-create').count()).toBe(0);
  });
});
