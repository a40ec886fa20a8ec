import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWeb } from '../../infra/local/web-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the web the browser tests are served (once per run). */
    webDist: string;
  }
}

/**
 * Builds the web once per run, as `npm run build` makes it, for every browser test to serve (each
 * file from its own server, through the same code `npm start` serves web/dist with,
 * infra/local/built-web.ts): a production build loads in a few requests, where Vite's development
 * server transformed hundreds of modules for each file.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'assetbook-web-'));
  await buildWeb(webDist);
  project.provide('webDist', webDist);
  return () => rmSync(webDist, { recursive: true, force: true });
}
