import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBundleTarget } from '../../infra/stacks/lambda';
import { queues } from '../../shared/resources';
import { repoRoot } from '../../infra/local/gateway';
import { defaultWebDist, ensureWebBuild } from '../../infra/local/web-build';
import { domains } from '../../shared/routes';
import { importBench, largeImportBench } from './import';
import { analyticsBench } from './analytics';
import { itemsBench } from './items';
import { reportBench } from './report';
import { labelsBench } from './labels';
import { stocktakingBench } from './stocktaking';
import { bulkBench } from './bulk';
import { webLoadBench } from './web-load';
import { maintenanceBench } from './maintenance';

/**
 * `npm run bench [-- <suite>...]`: prints the numbers behind the budgets of ARCHITECTURE.md
 * (lambdas and web by default; items when named).
 *   lambdas  each function bundled as the CDK bundles it: size, gzip size and module start-up time,
 *            beside the same function at the baseline commit, with the budgets' PASS/FAIL
 *   web      the web build: gzipped JS the initial route loads, and the largest lazy chunks
 *   items    100,000 items in one company: read capacity and time of a page under each sort and filter
 *   analytics  the same 100,000 items: read capacity of the analytics answer (budget < 50 RCU)
 *   report   the item list report: 100,000 rows into an xlsx in S3 under 256 MB, and the page walk
 *   labels   1,000 labels in one PDF, in each label format: time and size against the budget
 *   import   a 10,000-row xlsx imported, against plain BatchWriteItem of the same items; import-100k: 100,000 rows
 *   stocktaking  100,000 items: start and queued freeze, WCU of a scan, RCU of the results page, the xlsx under 256 MB
 *   bulk     10,000 items: a bulk move against plain BatchWriteItem of the same rows (budget 3x), labels for all of them; peak memory
 *   maintenance  the same 100,000 items and 10,000 maintenance plans: RCU of the daily reminders job against its due plans' weight
 *            (budget 3x; the same day again, a skipped day caught up) and of the analytics answer (budget < 50 RCU)
 *   web-load Chromium at 150 ms and 10 Mbit/s with a cold cache: the login form and the items list as npm start serves
 *            them (the production build), against Vite's development server (npm run dev) in the same run
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The functions are compared with themselves as they were before issue 14 part 3 split the route
 * table: this commit's functions are built from a `git archive` beside the current ones, in the same run.
 */
const baselineCommit = '9d950d0';
const apiBudgetBytes = 250 * 1024;
/**
 * Functions that exist for a heavy library (labels: pdf-lib, fontkit, qrcode; factors: @simplewebauthn/server,
 * whose attestation verifiers bring asn1js and @peculiar/x509, about 300 KB even for assertions alone, and
 * otpauth) are not held to the API budget, which keeps those libraries out of every other function;
 * their own budget bounds their size (docs/security.md, "Bundle size: the factors function").
 */
const heavyFunctions: Record<string, number> = { labels: 1536 * 1024, factors: 640 * 1024 };
const startupRatioBudget = 0.5;
// Start-up times swing with the load of a shared machine; alternated runs and their medians steady the ratio.
const startupRuns = 15;
const webBudgetBytes = 150 * 1024;

interface LambdaBuild {
  file: string;
  bytes: number;
  gzip: number;
  /** What the bundle leaves to the runtime: Node built-ins and the AWS SDK. */
  externals: string[];
}

/**
 * The CDK's bundling of infra/stacks/lambda.ts: one minified ES module, its Node target, the AWS SDK left to
 * the runtime. The baseline's CDK wrote ASCII (esbuild's default) for node22, today's UTF-8 for the runtime's Node.
 */
async function bundleLambda(root: string, entry: string, outfile: string, charset: 'ascii' | 'utf8', target: string, native: readonly string[] = []): Promise<LambdaBuild> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    minify: true,
    platform: 'node',
    target,
    format: 'esm',
    charset,
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Native modules (sharp) come from a Lambda layer, as in infra/stacks/native-layer.ts.
    external: ['@aws-sdk/*', ...native],
    metafile: true,
    logLevel: 'silent',
  });
  const code = readFileSync(outfile);
  const externals = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
  return { file: outfile, bytes: code.length, gzip: gzipSync(code).length, externals: [...new Set(externals)] };
}

interface Startup {
  /** The bundle's own code: the runtime's modules (AWS SDK, built-ins) are loaded before the clock starts. */
  own: number;
  /** Everything, the AWS SDK's loading included. */
  total: number;
}

/** Milliseconds a fresh Node process takes to import the bundle (its cold module start-up). */
function startup(bundle: LambdaBuild, preloadRuntime: boolean): number {
  const preload = preloadRuntime ? bundle.externals.map((name) => `await import(${JSON.stringify(name)});`).join('') : '';
  const probe = `${preload}const t=process.hrtime.bigint();await import(${JSON.stringify(pathToFileURL(bundle.file).href)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: path.dirname(bundle.file), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bundle.file} failed to start: ${result.stderr}`);
  return Number(result.stdout);
}

/** Medians of `startupRuns` cold imports of each bundle, the two alternated so that both see the same load on the machine. */
function startups(now: LambdaBuild, before: LambdaBuild): [Startup, Startup] {
  const times = { now: { own: [] as number[], total: [] as number[] }, before: { own: [] as number[], total: [] as number[] } };
  for (let run = 0; run < startupRuns; run++) {
    times.now.own.push(startup(now, true));
    times.before.own.push(startup(before, true));
    times.now.total.push(startup(now, false));
    times.before.total.push(startup(before, false));
  }
  return [
    { own: median(times.now.own), total: median(times.now.total) },
    { own: median(times.before.own), total: median(times.before.total) },
  ];
}

async function lambdas(): Promise<void> {
  const entries: Record<string, string> = Object.fromEntries(domains.map((domain) => [domain, `functions/${domain}/handler.ts`]));
  const native: Record<string, readonly string[]> = {};
  for (const queue of Object.values(queues)) {
    const name = path.basename(queue.worker, '.worker.ts');
    entries[name] = queue.worker;
    native[name] = 'nativeModules' in queue ? queue.nativeModules : [];
  }
  // Deployed by the Data stack (infra/stacks/signing-keys.ts), not by a queue.
  entries['signing-key-rotation'] = 'functions/workers/signing-key-rotation.ts';
  const work = mkdtempSync(path.join(tmpdir(), 'assetbook-bench-'));
  try {
    const baselineRoot = path.join(work, 'baseline');
    mkdirSync(baselineRoot);
    const archive = spawnSync('sh', ['-c', `git archive ${baselineCommit} functions shared infra | tar -x -C "${baselineRoot}"`], { cwd: repoRoot, encoding: 'utf8' });
    if (archive.status !== 0) throw new Error(`git archive ${baselineCommit} failed: ${archive.stderr}`);
    // Both builds resolve packages, and the bundles the runtime's AWS SDK, from this checkout's node_modules.
    for (const dir of [baselineRoot, work]) symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

    const rows = [];
    const newRows: { name: string; api: boolean; now: LambdaBuild; nowStartup: Startup }[] = [];
    for (const [name, entry] of Object.entries(entries)) {
      const now = await bundleLambda(repoRoot, entry, path.join(work, `${name}.mjs`), 'utf8', lambdaBundleTarget, native[name]);
      const isApi = (domains as readonly string[]).includes(name) && !(name in heavyFunctions);
      if (!existsSync(path.join(baselineRoot, entry))) {
        // New since the baseline: its own figures only (an API one is still held to the size budget).
        const [nowStartup] = startups(now, now);
        newRows.push({ name, api: isApi, now, nowStartup });
        continue;
      }
      const before = await bundleLambda(baselineRoot, entry, path.join(work, `${name}.baseline.mjs`), 'ascii', 'node22');
      const [nowStartup, beforeStartup] = startups(now, before);
      rows.push({ name, api: isApi, now, before, nowStartup, beforeStartup });
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
    console.log(`\nLambda bundles (esbuild as infra/stacks/lambda.ts: ESM, minified, ${lambdaBundleTarget}, UTF-8, @aws-sdk external); baseline ${baselineCommit}`);
    console.log(`start-up: median of ${startupRuns} cold imports, each in a fresh Node process; "own": the AWS SDK and built-ins`);
    console.log('(which the Lambda runtime provides, the same for both) loaded before the clock starts; "+sdk": with their loading');
    console.log('                   ---------------- now ----------------  | ----------- baseline ----------  | ----- ratio ------');
    console.log('function                size     gzip       own      +sdk  |      size       own      +sdk  |  size    own   +sdk');
    for (const row of rows) {
      console.log(
        [
          row.name.padEnd(18),
          kb(row.now.bytes).padStart(9),
          kb(row.now.gzip).padStart(8),
          ms(row.nowStartup.own),
          ms(row.nowStartup.total),
          ' |',
          kb(row.before.bytes).padStart(9),
          ms(row.beforeStartup.own),
          ms(row.beforeStartup.total),
          ' |',
          (row.now.bytes / row.before.bytes).toFixed(2).padStart(5),
          (row.nowStartup.own / row.beforeStartup.own).toFixed(2).padStart(6),
          (row.nowStartup.total / row.beforeStartup.total).toFixed(2).padStart(6),
        ].join(' '),
      );
    }
    for (const row of newRows) {
      console.log([row.name.padEnd(18), kb(row.now.bytes).padStart(9), kb(row.now.gzip).padStart(8), ms(row.nowStartup.own), ms(row.nowStartup.total), ' |  (new since the baseline)'].join(' '));
    }
    const heavyOver = [...rows, ...newRows].filter((row) => row.name in heavyFunctions && row.now.bytes > heavyFunctions[row.name]!);
    for (const name of Object.keys(heavyFunctions)) console.log(`${name}: heavy-library function, budget <= ${kb(heavyFunctions[name]!)}`);
    const api = rows.filter((row) => row.api);
    const ratio = median(api.map((row) => row.nowStartup.own / row.beforeStartup.own));
    const totalRatio = median(api.map((row) => row.nowStartup.total / row.beforeStartup.total));
    const sized = [...api, ...newRows.filter((row) => row.api)];
    const oversized = sized.filter((row) => row.now.bytes > apiBudgetBytes);
    const pass = oversized.length === 0 && heavyOver.length === 0 && ratio <= startupRatioBudget;
    console.log(`API functions: median start-up ratio ${ratio.toFixed(2)} own (budget <= ${startupRatioBudget}), ${totalRatio.toFixed(2)} with the SDK; largest ${kb(Math.max(...sized.map((row) => row.now.bytes)))} (budget <= ${kb(apiBudgetBytes)} each)`);
    console.log(`${pass ? 'PASS' : 'FAIL'}${oversized.length ? `: over ${kb(apiBudgetBytes)}: ${oversized.map((row) => row.name).join(', ')}` : ''}${heavyOver.length ? `: over their budget: ${heavyOver.map((row) => row.name).join(', ')}` : ''}`);
    if (!pass) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function web(): Promise<void> {
  // The build npm start serves (built again only when its inputs changed; infra/local/web-build.ts).
  const dist = defaultWebDist;
  await ensureWebBuild(dist);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const initialTotal = initial.reduce((sum, file) => sum + gz(file), 0);
  const assets = readdirSync(path.join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  console.log('\nWeb build');
  for (const file of initial) console.log(`  initial  ${file.padEnd(40)} ${kb(gz(file)).padStart(9)} gzip`);
  console.log(`  initial route total: ${kb(initialTotal)} gzip (budget 150 KB): ${initialTotal <= webBudgetBytes ? 'PASS' : 'FAIL'}`);
  if (initialTotal > webBudgetBytes) process.exitCode = 1;
  // Not part of the initial route, but every first screen waits for it too (src/i18n/i18n-ready.tsx).
  const beside = assets.filter((name) => /^assets\/texts-[\w-]+\.js$/.test(name));
  for (const file of beside) {
    console.log(`  beside   ${file.padEnd(40)} ${kb(gz(file)).padStart(9)} gzip (i18next and the start texts, loaded beside the first screen's chunks)`);
  }
  const lazy = assets
    .filter((file) => !initial.includes(file) && !beside.includes(file))
    .map((file) => ({ file, size: gz(file) }))
    .sort((a, b) => b.size - a.size);
  for (const { file, size } of lazy.slice(0, 5)) console.log(`  lazy     ${file.padEnd(40)} ${kb(size).padStart(9)} gzip`);
  console.log(`  lazy chunks: ${lazy.length}`);
}

const suites: Record<string, () => Promise<void> | void> = {
  lambdas,
  web,
  items: itemsBench,
  analytics: analyticsBench,
  report: reportBench,
  labels: labelsBench,
  import: importBench,
  'import-100k': largeImportBench,
  stocktaking: stocktakingBench,
  bulk: bulkBench,
  'web-load': webLoadBench,
  maintenance: maintenanceBench,
};
const chosen = process.argv.slice(2);
// items loads 100,000 items (about 15 minutes on DynamoDB Local), so it runs only when named; report too.
for (const name of chosen.length ? chosen : ['lambdas', 'web']) {
  const suite = suites[name];
  if (!suite) {
    console.error(`Unknown suite ${name}; suites: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  await suite();
}
