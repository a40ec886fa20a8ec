import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (no browser download). */
const launchOptions = (extraArgs: readonly string[]) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
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

const viewport = { width: 1360, height: 900 };

/**
 * One Chromium for a test file, in which every user of a journey gets a context of their own (their
 * own cookies, storage and service workers, so their tokens do not mix): a context opens in
 * milliseconds where a browser takes a second and more of the machine's two cores.
 */
export async function startChromium(): Promise<{ newContext(): Promise<BrowserContext>; close(): Promise<void> }> {
  const browser: Browser = await chromium.launch(launchOptions([]));
  return {
    newContext: () => browser.newContext({ viewport, serviceWorkers: 'allow' }),
    close: () => browser.close(),
  };
}

/**
 * A browser of its own with a fresh profile, for journeys that need launch flags such as a fake
 * camera (`extraArgs`); `serviceWorkers: 'block'` for a browser where the app's service worker never runs.
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'assetbook-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions(extraArgs), serviceWorkers: options.serviceWorkers ?? 'allow', viewport });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
