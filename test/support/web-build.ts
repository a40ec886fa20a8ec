import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the web the browser tests are served (once per run). */
    webDist: string;
  }
}

/**
 * Builds the web once per run, as `npm run build` makes it, for every browser test to serve (each
 * file from its own server, as CloudFront serves the build): a production build loads in a few
 * requests, where Vite's development server transformed hundreds of modules for each file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'assetbook-web-'));
  const { build } = await import('vite');
  // The test runner sets NODE_ENV=test, which would keep React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.resolve(import.meta.dirname, '../../web/vite.config.ts'), logLevel: 'warn', build: { outDir: webDist, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('webDist', webDist);
  return () => rmSync(webDist, { recursive: true, force: true });
}
