import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiText } from './write-openapi';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string }[];
}

/** Redocly CLI on a document, with the repo's redocly.yaml (the recommended rules, none turned off). */
async function lint(text: string): Promise<LintReport> {
  const file = join(dir, `openapi-${Date.now()}.json`);
  writeFileSync(file, text);
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // Exit status 1 means errors were found: the JSON report on stdout says which.
  const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', join(repoRoot, 'redocly.yaml'), '--format', 'json'], {
    env,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
  return JSON.parse(run.stdout) as LintReport;
}

describe('the OpenAPI document under Redocly recommended rules', () => {
  it('has no error and no warning', { timeout: 60_000 }, async () => {
    const report = await lint(openApiText());
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('reports what the rules catch (an operation with no 4xx answer, paths that resolve two ways)', { timeout: 60_000 }, async () => {
    const document = JSON.parse(openApiText()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const login = document.paths['/auth/login']!.post!;
    login.responses = Object.fromEntries(Object.entries(login.responses).filter(([status]) => !status.startsWith('4')));
    document.paths['/company/{company}/item/code/{code}'] = document.paths['/company/{company}/item/{code}/by-code']!;
    const rules = (await lint(JSON.stringify(document))).problems.map((problem) => problem.ruleId);
    expect(rules).toContain('operation-4xx-response');
    expect(rules).toContain('no-ambiguous-paths');
  });
});
