import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startDevServer, type DevServer } from '../../infra/local/dev-server';
import { freePort } from '../../infra/local/services';
import { isolatedEnvironment } from '../support/local-env';
import { companyOwner, password } from '../support/factories';
import { launchBrowser } from './browser';
import { signIn } from './harness';

/**
 * The app runs under the Content-Security-Policy CloudFront sends (infra/stacks/security-headers.ts):
 * the production build as CloudFront serves it and `npm start` serves it (every security header, the
 * cache lifetimes), as every other browser test is served, and the Vite dev server `npm run dev` runs (its CSP). Any script, style, image or connection the policy refuses is a violation event in the page.
 */

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function startApp(web: 'dist' | 'vite'): Promise<DevServer> {
  const port = await freePort();
  await isolatedEnvironment(`http://localhost:${port}`);
  // The build as `npm run build` makes it, made once for the run (test/support/web-build.ts).
  const server = await startDevServer({ port, web, webDist: web === 'dist' ? inject('webDist') : undefined });
  cleanup.push(() => server.close());
  return server;
}

async function newPage(): Promise<{ page: Page; violations: () => Promise<string[]>; refusals: string[] }> {
  const browser = await launchBrowser();
  cleanup.push(() => browser.close());
  const page = await browser.context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusals.push(message.text());
  });
  return { page, refusals, violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations) };
}

describe.each(['dist', 'vite'] as const)('the app under its security headers (%s)', (web) => {
  it('signs in and shows the items without a CSP violation; documents and API answers carry the headers', async () => {
    const server = await startApp(web);
    const owner = await companyOwner();
    const { page, violations, refusals } = await newPage();

    // The app's entry chunk (content-hashed, larger than the 1,000 bytes CloudFront compresses from).
    const entry = web === 'dist' ? page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url())) : undefined;
    const login = await page.goto(`${server.url}/auth/login`);
    const headers = login!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The dev server under Vite sends the CSP only (infra/local/dev-server.ts says why).
    if (web === 'dist') {
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      // Cached as CloudFront serves the build (infra/stacks/web-files.ts): the page revalidated, the
      // content-hashed files kept a year, both compressed.
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      const assetHeaders = (await entry!).headers();
      expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(assetHeaders['content-encoding']).toBe('br');
      expect(assetHeaders['content-security-policy']).toBe(headers['content-security-policy']);
    }

    const apiAnswer = page.waitForResponse((response) => response.url().includes('/api/v1/'));
    await signIn(page, server.url, owner.email, password);
    expect((await apiAnswer).headers()['content-security-policy']).toBe(headers['content-security-policy']);
    await page.getByTestId('items-page').waitFor();
    await page.reload();
    await page.getByTestId('items-page').waitFor();

    expect(await violations()).toEqual([]);
    expect(refusals).toEqual([]);
  });
});
