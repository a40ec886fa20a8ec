import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for the infra tests' cloud assemblies and web builds (cdk.ts), removed after the run. */
    cdkScratch: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'assetbook-cdk-'));
  project.provide('cdkScratch', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
