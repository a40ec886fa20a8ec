import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/**
 * Debian's Chromium, driven by playwright-core (no browser download), with a fresh profile; `extraArgs`
 * such as a fake camera; `serviceWorkers: 'block'` for a browser where the app's service worker never runs.
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'assetbook-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    serviceWorkers: options.serviceWorkers ?? 'allow',
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1360, height: 900 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      ...extraArgs,
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
