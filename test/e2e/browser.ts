import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * Debian's Chromium, driven by playwright-core (no browser download). The journeys run in its headless
 * shell (the `chromium-headless-shell` package, which `.ci/run` installs): the same engine without the
 * browser's windowing layers, a quarter less CPU on the two cores (eight journey files: 238 to 171
 * CPU-seconds, docs/testing.md). Without it, and for a measurement of what a person's browser does
 * (`realBrowser`), the full `chromium`.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = (realBrowser: boolean) =>
  process.env.CHROMIUM_PATH ?? (!realBrowser && existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

const launchOptions = (extraArgs: readonly string[], realBrowser = false) => ({
  executablePath: executablePath(realBrowser),
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
/** As a person who asked for less motion: the app then runs no animations (web/src/lib/system.ts), which a journey would only wait on. */
const reducedMotion = 'reduce';

let shared: Promise<Browser> | undefined;

/** The worker's Chromium (browser files share a worker's registry, vitest.config.ts), started on first use and again if it went away. */
function workerChromium(): Promise<Browser> {
  shared ??= chromium.launch(launchOptions([])).then((browser) => {
    browser.on('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/**
 * A test file's share of its worker's Chromium, in which every user of a journey gets a context of
 * their own (their own cookies and storage, so their tokens do not mix): a context
 * opens in milliseconds where a browser takes a second and more of the machine's two cores. `close`
 * closes the file's contexts; the browser stays for the worker's next file, and Playwright stops it
 * when the worker exits.
 */
export async function startChromium(): Promise<{ newContext(): Promise<BrowserContext>; close(): Promise<void> }> {
  const browser = await workerChromium();
  const contexts = new Set<BrowserContext>();
  return {
    newContext: async () => {
      // The app's service worker precaches the whole build (75 files) in every fresh context: a
      // journey's contexts leave it out (it changes no answer the page shows), and the journeys
      // about it (counting offline, the CSP) run in browsers of their own (`launchBrowser`).
      const context = await browser.newContext({ viewport, reducedMotion, serviceWorkers: 'block' });
      contexts.add(context);
      return context;
    },
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
      contexts.clear();
    },
  };
}

/**
 * A browser of its own with a fresh profile, for journeys that need launch flags such as a fake
 * camera (`extraArgs`); `serviceWorkers: 'block'` for a browser where the app's service worker never
 * runs; `realBrowser` for the full Chromium as a person has it, animations included (the web load bench).
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  options: { serviceWorkers?: 'allow' | 'block'; realBrowser?: boolean } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'assetbook-chromium-'));
  const realBrowser = options.realBrowser ?? false;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions(extraArgs, realBrowser),
    serviceWorkers: options.serviceWorkers ?? 'allow',
    viewport,
    reducedMotion: realBrowser ? 'no-preference' : reducedMotion,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
