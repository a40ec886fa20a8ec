import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { resetEnv } from '../../functions/lib/env';
import { bootstrapResources } from '../../infra/local/bootstrap';
import { startFlitt } from '../../infra/local/flitt-sandbox';
import { repoRoot } from '../../infra/local/gateway';
import { demo, seedDemo } from '../../infra/local/seed';
import { freePort, startDynamo, startNovaPoshta, startPush, startS3, startSes, startSms, startSqs, type RunningService } from '../../infra/local/services';
import { signingKeysEnvironment } from '../../infra/local/signing-keys';
import { ensureWebBuild } from '../../infra/local/web-build';
import { launchBrowser } from '../e2e/browser';

/**
 * `npm run bench -- web-load`: how fast the panel opens as `npm start` serves it, against Vite's
 * development server (`npm run dev`, what `npm start` served before) in the same run.
 *
 * The stack is npm start's: the AWS stand-ins (DynamoDB Local in memory here), the demo company
 * seeded by the same code, web/dist built by the same function when its inputs changed, and the
 * front door in its own process (infra/local/serve.ts, as npm start spawns it). Chromium (Debian's,
 * test/e2e/browser.ts) gets a new profile each run (a cold cache) and DevTools' network emulation:
 * 150 ms of latency on every request, 10 Mbit/s down, 5 Mbit/s up.
 *
 * Each run: open /auth/login and time, in the page's own clock from the start of navigation, until
 * the login form is usable (its inputs and button are in the page, the button enabled); sign in as
 * the demo user and time, from the button's click, until the first row of the items list is visible.
 * Requests are counted until each of those moments and until the network is quiet after it.
 * One unmeasured, unthrottled load warms each server first (Vite transforms and pre-bundles on first
 * use; the build's server compresses on first use), then medians of 3 runs.
 *
 * The build registers a service worker that precaches every chunk once the first screen is up; DevTools'
 * emulation slows the page's requests, not the worker's, so by the time of sign-in the list's code may
 * come from its cache. A second row for the build blocks the worker: the list's code then comes over the
 * slow network, as for a browser without it or a sign-in before the precache is done.
 *
 * BENCH_WEB_LOAD_RUNS (3), BENCH_WEB_LOAD_MODES (dist,vite), BENCH_WEB_LOAD_TRACE=1 prints each
 * throttled run's requests with their start and duration, from the start of navigation.
 */

const runs = Number(process.env.BENCH_WEB_LOAD_RUNS ?? 3);
/** BENCH_WEB_LOAD_MODES=dist measures npm start's build alone (no development server baseline). */
const modes = (process.env.BENCH_WEB_LOAD_MODES ?? 'dist,vite').split(',').filter((mode): mode is WebMode => mode === 'dist' || mode === 'vite');

interface Variant {
  label: string;
  web: WebMode;
  serviceWorkers: 'allow' | 'block';
}
const variants: Variant[] = [
  { label: 'npm start (web/dist)', web: 'dist', serviceWorkers: 'allow' },
  { label: '  service worker blocked', web: 'dist', serviceWorkers: 'block' },
  { label: 'npm run dev (Vite)', web: 'vite', serviceWorkers: 'allow' },
];
const network = { latency: 150, downloadThroughput: (10 * 1_000_000) / 8, uploadThroughput: (5 * 1_000_000) / 8 };
const budgets = { loginMs: 1000, itemsMs: 1500, firstScreenRequests: 20 };
/** How long the network must stay quiet before a screen's requests are counted as complete. */
const quietMs = 1000;

type WebMode = 'dist' | 'vite';

interface RunFigures {
  loginMs: number;
  /** Requests sent until the form was usable, and until the network was quiet after it. */
  loginRequests: number;
  firstScreenRequests: number;
  /** From the click on Sign in to the first row of the list. */
  itemsMs: number;
  itemsRequests: number;
  itemsAllRequests: number;
  /** The sign-in call itself (the password hash is checked at the product's cost), and from its answer to the first row. */
  signInCallMs: number;
  afterAnswerMs: number;
  /** Bytes received (compressed as sent) for the first screen, and from sign-in to the quiet after the first row. */
  loginBytes: number;
  itemsBytes: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Installed in the page before any of its scripts: the moments, in the page's clock (0 = start of
 * navigation). Source text, not a function: tsx compiles functions with helpers the page lacks.
 */
const watchMilestones = `(() => {
  const marks = { formReady: null, submitAt: null, firstRow: null };
  window.benchMarks = marks;
  const shown = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const check = () => {
    if (marks.formReady === null) {
      const submit = document.querySelector('[data-testid="login-submit"]');
      if (shown(document.querySelector('[data-testid="login-input"]')) && shown(document.querySelector('[data-testid="password-input"]')) && shown(submit) && !submit.disabled) {
        marks.formReady = performance.now();
      }
    }
    if (marks.submitAt !== null && marks.firstRow === null && shown(document.querySelector('[data-testid^="items-row-"], [data-testid^="items-card-"]'))) {
      marks.firstRow = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('click', (event) => {
    if (marks.submitAt === null && event.target instanceof Element && event.target.closest('[data-testid="login-submit"]')) marks.submitAt = performance.now();
  }, true);
})();`;

type Marks = { formReady: number | null; submitAt: number | null; firstRow: number | null };
const marksOf = (page: Page) => page.evaluate(() => (window as unknown as { benchMarks: Marks }).benchMarks);

/** Counts the page's requests and tells when none has been in flight for `quietMs`. */
function requestLog(page: Page) {
  let sent = 0;
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', () => {
    sent++;
    inFlight++;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    sent: () => sent,
    quiet: async () => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await new Promise((resolve) => setTimeout(resolve, 50));
      return sent;
    },
  };
}

async function waitForMark(page: Page, name: keyof Marks): Promise<number> {
  // An anonymous function without inner functions: the page's CSP refuses strings, and tsx names inner functions with a helper the page lacks.
  try {
    await page.waitForFunction((mark) => (window as unknown as { benchMarks: Marks }).benchMarks[mark] !== null, name, { timeout: 60_000, polling: 20 });
  } catch (error) {
    const screenshot = path.join(tmpdir(), 'web-load-failure.png');
    await page.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(`no ${name} at ${page.url()} (screenshot: ${screenshot})`, { cause: error });
  }
  return (await marksOf(page))[name]!;
}

async function loadOnce(appUrl: string, throttled: boolean, serviceWorkers: Variant['serviceWorkers']): Promise<RunFigures> {
  const browser = await launchBrowser([], { serviceWorkers, realBrowser: true });
  try {
    const page = await browser.context.newPage();
    await page.addInitScript({ content: watchMilestones });
    let received = 0;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.loadingFinished', (event) => {
      received += event.encodedDataLength;
    });
    if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    const requests = requestLog(page);
    const trace: string[] = [];
    if (process.env.BENCH_WEB_LOAD_TRACE) {
      // Each request's start and end, from the start of navigation (performance.timeOrigin in the page).
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        trace.push(`${timing.startTime.toFixed(0)} +${timing.responseEnd.toFixed(0)} ${request.url().replace(appUrl, '')}`);
      });
    }
    await page.goto(`${appUrl}/auth/login`, { waitUntil: 'commit' });
    const loginMs = await waitForMark(page, 'formReady');
    const loginRequests = requests.sent();
    const firstScreenRequests = await requests.quiet();
    const loginBytes = received;

    await page.getByTestId('login-input').fill(demo.email);
    await page.getByTestId('password-input').fill(demo.password);
    const signInCall = page.waitForResponse((response) => response.url().includes('/api/v1/auth/login') && response.request().method() === 'POST');
    const beforeSignIn = requests.sent();
    await page.getByTestId('login-submit').click();
    const submitAt = await waitForMark(page, 'submitAt');
    const firstRow = await waitForMark(page, 'firstRow');
    const itemsRequests = requests.sent() - beforeSignIn;
    const itemsAllRequests = (await requests.quiet()) - beforeSignIn;
    const itemsBytes = received - loginBytes;
    const timing = (await signInCall).request().timing();
    const origin = await page.evaluate(() => performance.timeOrigin);
    if (trace.length && throttled) {
      console.log(
        trace
          .map((line) => line.split(' '))
          .map(([start, end, url]) => `${(Number(start) - origin).toFixed(0).padStart(6)} ms ${end!.padStart(6)} ms  ${url}`)
          .join('\n'),
      );
      console.log(`form usable at ${loginMs.toFixed(0)} ms; sign-in clicked at ${submitAt.toFixed(0)} ms; first row at ${firstRow.toFixed(0)} ms`);
    }
    return {
      loginMs,
      loginRequests,
      firstScreenRequests,
      itemsMs: firstRow - submitAt,
      itemsRequests,
      itemsAllRequests,
      signInCallMs: timing.responseEnd - timing.requestStart,
      afterAnswerMs: firstRow - (timing.startTime + timing.responseEnd - origin),
      loginBytes,
      itemsBytes,
    };
  } finally {
    await browser.close();
  }
}

/** The front door as `npm start` runs it (infra/local/serve.ts), in its own process, serving `web`. */
async function startFrontDoor(port: number, web: WebMode, environment: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/serve.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...environment, PORT: String(port), ASSETBOOK_WEB: web, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the front door (${web}) exited with code ${child.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${port}/auth/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`the front door (${web}) did not answer within 60 s`);
}

async function stopFrontDoor(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function webLoadBench(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'assetbook-bench-web-s3-'));
  const services: RunningService[] = [];
  try {
    services.push(await startDynamo(), await startS3({ dataDir: s3Dir }), await startSqs(), await startSes(), await startSms(), await startPush(), await startNovaPoshta(), await startFlitt());
    const [dynamodb, s3, sqs, ses, sns, push, novaPoshta, flitt] = services.map((service) => service.endpoint) as [string, string, string, string, string, string, string, string];
    const port = await freePort();
    const appUrl = `http://localhost:${port}`;
    const environment = {
      ...(await bootstrapResources({ endpoints: { dynamodb, s3, sqs, ses, sns, push, novaPoshta, flitt }, tableName: 'assetbook', prefix: 'assetbook-', appUrl })),
      MAIL_FROM: 'Assetbook <no-reply@assetbook.local>',
      SUPPORT_EMAIL: 'support@assetbook.local',
      ...signingKeysEnvironment(),
    };
    Object.assign(process.env, environment);
    resetEnv();
    await seedDemo();

    const build = await ensureWebBuild(undefined, () => console.log('Building web/dist as npm start does...'));
    console.log(build.built ? `web/dist built in ${seconds(build.ms)}` : 'web/dist is current (built from the same inputs)');

    const results = new Map<Variant, RunFigures[]>();
    for (const web of modes) {
      const frontDoor = await startFrontDoor(port, web, environment);
      try {
        const ofServer = variants.filter((variant) => variant.web === web);
        await loadOnce(appUrl, false, 'allow');
        // The variants of one server take turns, so that they see the same load on the machine.
        for (let run = 0; run < runs; run++) {
          for (const variant of ofServer) results.set(variant, [...(results.get(variant) ?? []), await loadOnce(appUrl, true, variant.serviceWorkers)]);
        }
      } finally {
        await stopFrontDoor(frontDoor);
      }
    }

    console.log(`\nWeb load: Chromium, ${network.latency} ms per request, 10 Mbit/s down, 5 Mbit/s up, a new profile (cold cache) each run; medians of ${runs} runs`);
    console.log('                            ------------ login form -------------   ----------- items list after signing in ------------');
    console.log('                            usable   requests: to usable / all, KB   first row   requests: to row / all, KB   after answer   sign-in call');
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    for (const [variant, rows] of results) {
      const m = (pick: (row: RunFigures) => number) => median(rows.map(pick));
      console.log(
        [
          variant.label.padEnd(26),
          seconds(m((row) => row.loginMs)).padStart(8),
          `${m((row) => row.loginRequests)} / ${m((row) => row.firstScreenRequests)}, ${kb(m((row) => row.loginBytes))}`.padStart(32),
          seconds(m((row) => row.itemsMs)).padStart(12),
          `${m((row) => row.itemsRequests)} / ${m((row) => row.itemsAllRequests)}, ${kb(m((row) => row.itemsBytes))}`.padStart(29),
          seconds(m((row) => row.afterAnswerMs)).padStart(15),
          seconds(m((row) => row.signInCallMs)).padStart(15),
        ].join(''),
      );
      console.log(`    each run: login ${rows.map((row) => seconds(row.loginMs)).join(', ')}; items ${rows.map((row) => seconds(row.itemsMs)).join(', ')}`);
    }
    const served = results.get(variants[0]!) ?? [];
    if (!served.length) return;
    const checks = [
      { name: `login form usable within ${seconds(budgets.loginMs)}`, value: median(served.map((row) => row.loginMs)), budget: budgets.loginMs, show: seconds },
      { name: `items list within ${seconds(budgets.itemsMs)} of signing in`, value: median(served.map((row) => row.itemsMs)), budget: budgets.itemsMs, show: seconds },
      { name: `first screen in at most ${budgets.firstScreenRequests} requests`, value: median(served.map((row) => row.firstScreenRequests)), budget: budgets.firstScreenRequests, show: String },
    ];
    for (const check of checks) {
      const pass = check.value <= check.budget;
      if (!pass) process.exitCode = 1;
      console.log(`${pass ? 'PASS' : 'FAIL'}  npm start: ${check.name}: ${check.show(check.value)}`);
    }
  } finally {
    await Promise.allSettled(services.reverse().map((service) => service.stop()));
    rmSync(s3Dir, { recursive: true, force: true });
  }
}
