import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildInputsFile } from '../stacks/web-files';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The production build of the web, as `npm run build` makes it, for the local front door (`npm start`)
 * and the browser tests. `npm start` builds only when the build's inputs changed since the build in
 * web/dist was made: the hash of the inputs is kept in the build folder (Vite empties the folder on
 * every build, so a hash there always describes the files beside it).
 */

export const defaultWebDist = path.join(repoRoot, 'web/dist');

/** What a build is made of: the web's sources and config, the shared code it imports, the locked packages. */
const inputRoots = ['web', 'shared', 'package-lock.json', 'package.json', 'tsconfig.json'];
const skipped = (relative: string): boolean =>
  relative === 'web/dist' || relative.endsWith('/node_modules') || /\.test\.tsx?$/.test(relative) || relative.endsWith('.DS_Store');

function inputFiles(): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    if (skipped(relative)) return;
    const absolute = path.join(repoRoot, relative);
    if (!existsSync(absolute)) return;
    if (!statSync(absolute).isDirectory()) {
      files.push(relative);
      return;
    }
    for (const name of readdirSync(absolute)) walk(`${relative}/${name}`);
  };
  for (const root of inputRoots) walk(root);
  return files.sort();
}

/** A SHA-256 over the inputs' paths and contents, and the build-time variables (VITE_*) Vite reads from the environment. */
export function webInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  const variables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(variables));
  return hash.digest('hex');
}

/**
 * Runs `vite build` in its own process (its memory goes with it), in production mode whatever NODE_ENV
 * the caller has, and refuses a build whose chunks import each other in a cycle.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    // The test runner sets NODE_ENV=test, which would keep React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`);
  const cycles = chunkImportCycles(outDir);
  if (cycles.length) throw new Error(`the web build's chunks import each other in a cycle (see the chunk groups in web/vite.config.ts): ${cycles.map((cycle) => cycle.join(' -> ')).join('; ')}`);
}

/**
 * Cycles among the static imports of a build's chunks (`import ... from "./x.js"`; dynamic imports
 * do not count). A cycle runs one chunk's modules before the other's are ready: the first screen of
 * a build whose chunk groups (web/vite.config.ts) made one failed with "Cannot read properties of undefined".
 */
export function chunkImportCycles(outDir: string): string[][] {
  const assets = path.join(outDir, 'assets');
  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const imports = new Map(
    chunks.map((name) => {
      const code = readFileSync(path.join(assets, name), 'utf8');
      const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.~-]+\.js)["']/g)].map((match) => match[1]!);
      return [name, [...new Set(statics)]];
    }),
  );
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (name: string, trail: string[]) => {
    const at = trail.indexOf(name);
    if (at >= 0) {
      cycles.push([...trail.slice(at), name]);
      return;
    }
    if (done.has(name)) return;
    for (const next of imports.get(name) ?? []) visit(next, [...trail, name]);
    done.add(name);
  };
  for (const name of chunks) visit(name, []);
  return cycles;
}

export interface WebBuildResult {
  built: boolean;
  /** How long the build took (0 when the one in place was current). */
  ms: number;
}

/**
 * Builds the web into `outDir` unless the build there was made from the same inputs; `onBuild` hears
 * when it does, and why: no build there yet (or one made otherwise, as by `npm run build`), or changed inputs.
 */
export async function ensureWebBuild(outDir = defaultWebDist, onBuild?: (reason: 'none' | 'changed') => void): Promise<WebBuildResult> {
  const inputs = webInputsHash();
  const record = path.join(outDir, buildInputsFile);
  const recorded = existsSync(path.join(outDir, 'index.html')) && existsSync(record) ? readFileSync(record, 'utf8').trim() : undefined;
  if (recorded === inputs) return { built: false, ms: 0 };
  onBuild?.(recorded === undefined ? 'none' : 'changed');
  const started = performance.now();
  await buildWeb(outDir);
  writeFileSync(record, `${inputs}\n`);
  return { built: true, ms: performance.now() - started };
}
