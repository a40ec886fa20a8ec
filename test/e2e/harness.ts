import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startDevServer, type DevServer } from '../../infra/local/dev-server';
import { freePort } from '../../infra/local/services';
import { isolatedEnvironment } from '../support/local-env';
import { startChromium } from './browser';

export interface BrowserStack {
  server: DevServer;
  /** A page in a browser context of its own: each user of a journey gets one, so their tokens do not mix. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The product as it is deployed, for one test file: its own table, buckets and queues on the run's
 * local stack, the local front door serving the API and the run's production build of the web on
 * one origin with every header CloudFront sends (test/support/web-build.ts), and one Chromium.
 */
export async function startBrowserStack(options: { pollQueues?: boolean } = {}): Promise<BrowserStack> {
  const port = await freePort();
  await isolatedEnvironment(`http://localhost:${port}`);
  const server = await startDevServer({ port, web: 'dist', webDist: inject('webDist'), pollQueues: options.pollQueues });
  let chromium: ReturnType<typeof startChromium> | undefined;
  return {
    server,
    newPage: async () => {
      chromium ??= startChromium();
      return (await (await chromium).newContext()).newPage();
    },
    close: async () => {
      await (await chromium)?.close();
      await server.close();
    },
  };
}

/**
 * The browser stack of a test file: started before its first test, closed after its last (a file's
 * own `afterAll` hooks, registered after this call, run before the close). The returned stack may
 * be used from the file's tests and hooks.
 */
export function useBrowserStack(options: { pollQueues?: boolean } = {}): BrowserStack {
  let started: BrowserStack | undefined;
  beforeAll(async () => {
    started = await startBrowserStack(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const running = (): BrowserStack => {
    if (!started) throw new Error('The browser stack starts in beforeAll: use it from a test or a hook');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    newPage: () => running().newPage(),
    close: async () => undefined,
  };
}

/** Signs in on the login screen in English and waits for the items list. */
export async function signIn(page: Page, appUrl: string, login: string, password: string): Promise<void> {
  await page.goto(`${appUrl}/auth/login`);
  await page.getByTestId('lang-en').click();
  await page.getByTestId('login-input').fill(login);
  await page.getByTestId('password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/items');
}

/**
 * What `signIn` leaves, without the login screen: the session `token` (an account of
 * test/support/factories.ts) kept where the login screen keeps it, English chosen, and the app opened
 * on `path` (the items list, by default, waited for as `signIn` does). For journeys that are not about
 * signing in; each saves the login screen's load and the sign-in call, and opening the page a journey
 * starts on saves the items list's.
 */
export async function openSignedIn(page: Page, appUrl: string, token: string, path = '/items'): Promise<void> {
  // A small file of the app's origin, so its storage can be written before the app first loads.
  await page.goto(`${appUrl}/manifest.webmanifest`);
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('lang', 'en');
  }, token);
  await page.goto(`${appUrl}${path}`);
  if (path === '/items') await page.getByTestId('items-page').waitFor();
}

/** Opens a menu of the bulk bar and chooses an action, once the pointer rests on it (the menu opens with an animation). */
export async function chooseFromMenu(page: Page, trigger: string, action: string): Promise<void> {
  await chooseMenuItem(page, trigger, `bulk-menu-${action}`);
}

/**
 * Clicks `trigger` until its menu shows `item`: a click that lands while the bar holding the trigger
 * is still rendering (a row just ticked) can open nothing, once in a while on a loaded machine.
 */
export async function openMenu(page: Page, trigger: string, item: string): Promise<void> {
  const option = page.getByTestId(item);
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(trigger).click();
    try {
      await option.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Opens the menu `trigger` opens and chooses the item of that test id, once the pointer rests on it (menus open with an animation). */
export async function chooseMenuItem(page: Page, trigger: string, item: string): Promise<void> {
  await openMenu(page, trigger, item);
  const option = page.getByTestId(item);
  await expect
    .poll(async () => {
      await option.hover();
      return option.getAttribute('data-highlighted');
    })
    .toBe('');
  await option.click();
}

/**
 * Opens a path of the app the way its own links do, without loading the page again: the router
 * follows history.pushState. A journey that visits many pages saves a page load (the whole bundle
 * parsed again) for each.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => window.history.pushState(window.history.state, '', target), path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
