import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { queues } from '../../shared/resources';
import { repoRoot } from '../../infra/local/gateway';
import { domains } from '../../shared/routes';
import { itemsBench } from './items';

/**
 * `npm run bench [-- <suite>...]`: prints the numbers behind the budgets of ARCHITECTURE.md
 * (lambdas and web by default; items when named).
 *   lambdas  each function bundled as the CDK bundles it: size, gzip size, and module start-up time
 *   web      the web build: gzipped JS the initial route loads, and the largest lazy chunks
 *   items    100,000 items in one company: read capacity and time of a page under each sort and filter
 */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function lambdas(): Promise<void> {
  const entries: Record<string, string> = Object.fromEntries(domains.map((domain) => [domain, `functions/${domain}/handler.ts`]));
  for (const queue of Object.values(queues)) entries[path.basename(queue.worker, '.worker.ts')] = queue.worker;
  const outDir = mkdtempSync(path.join(tmpdir(), 'assetbook-bench-'));
  console.log('\nLambda bundles (esbuild, minified, node22, as the CDK builds them)');
  console.log('function            size      gzip     start-up (median of 5 cold imports)');
  for (const [name, entry] of Object.entries(entries)) {
    const outfile = path.join(outDir, `${name}.cjs`);
    await build({
      entryPoints: [path.join(repoRoot, entry)],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      external: ['@aws-sdk/*'],
      logLevel: 'silent',
    });
    const code = readFileSync(outfile);
    // The Lambda runtime provides the AWS SDK, as it does for the bundles CDK builds (external @aws-sdk).
    const probe = path.join(outDir, `${name}.probe.cjs`);
    writeFileSync(probe, `const t=process.hrtime.bigint();require(${JSON.stringify(outfile)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6));`);
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const result = spawnSync(process.execPath, [probe], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, NODE_PATH: path.join(repoRoot, 'node_modules') },
      });
      if (result.status !== 0) throw new Error(`${name} failed to start: ${result.stderr}`);
      times.push(Number(result.stdout));
    }
    console.log(`${name.padEnd(18)}  ${kb(code.length).padStart(8)}  ${kb(gzipSync(code).length).padStart(8)}  ${median(times).toFixed(1).padStart(6)} ms`);
  }
  rmSync(outDir, { recursive: true, force: true });
}

function web(): void {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
  const dist = path.join(repoRoot, 'web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const initialTotal = initial.reduce((sum, file) => sum + gz(file), 0);
  console.log('\nWeb build');
  for (const file of initial) console.log(`  initial  ${file.padEnd(40)} ${kb(gz(file)).padStart(9)} gzip`);
  console.log(`  initial route total: ${kb(initialTotal)} gzip (budget 150 KB)`);
  const lazy = spawnSync('find', [path.join(dist, 'assets'), '-name', '*.js'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((file) => path.relative(dist, file))
    .filter((file) => !initial.includes(file))
    .map((file) => ({ file, size: gz(file) }))
    .sort((a, b) => b.size - a.size);
  for (const { file, size } of lazy.slice(0, 5)) console.log(`  lazy     ${file.padEnd(40)} ${kb(size).padStart(9)} gzip`);
  console.log(`  lazy chunks: ${lazy.length}`);
}

const suites: Record<string, () => Promise<void> | void> = { lambdas, web, items: itemsBench };
const chosen = process.argv.slice(2);
// items loads 100,000 items (about 15 minutes on DynamoDB Local), so it runs only when named.
for (const name of chosen.length ? chosen : ['lambdas', 'web']) {
  const suite = suites[name];
  if (!suite) {
    console.error(`Unknown suite ${name}; suites: ${Object.keys(suites).join(', ')}`);
    process.exit(2);
  }
  await suite();
}
