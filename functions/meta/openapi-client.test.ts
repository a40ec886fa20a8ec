import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';

/*
 * What an integrator does with the document: generate types with openapi-typescript and call the
 * API through openapi-fetch. The generated file and the usage compile here with tsc's API.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const ast = await openapiTS(buildOpenApi() as unknown as OpenAPI3);
  writeFileSync(join(dir, 'api.d.ts'), astToString(ast));
}, 60_000);

/**
 * tsc's diagnostics for each usage file beside the generated types, from one program (checking the
 * generated paths is the slow part); openapi-fetch resolves from the repo.
 */
function compile(sources: Record<string, string>): Record<string, string[]> {
  const files = Object.entries(sources).map(([name, source]) => {
    writeFileSync(join(dir, name), source);
    return join(dir, name);
  });
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    baseUrl: repoRoot,
    paths: { 'openapi-fetch': ['node_modules/openapi-fetch'] },
  });
  const general = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (general.length) throw new Error(ts.flattenDiagnosticMessageText(general[0]!.messageText, '\n'));
  return Object.fromEntries(
    Object.keys(sources).map((name) => [
      name,
      [...program.getSyntacticDiagnostics(program.getSourceFile(join(dir, name))), ...program.getSemanticDiagnostics(program.getSourceFile(join(dir, name)))].map(
        (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      ),
    ]),
  );
}

const client = `
import createClient from 'openapi-fetch';
import type { paths, components } from './api';

export const client = createClient<paths>({ baseUrl: 'https://assetbook.example.org/api/v1' });
`;

const usage = `${client}
export async function signInAndScan(login: string, password: string, code: string): Promise<string | undefined> {
  const session = await client.POST('/auth/login', { body: { login, password } });
  if (session.error) return session.error.error;
  const item = await client.GET('/company/{company}/item/{code}/by-code', {
    params: { path: { company: 'company-id', code } },
    headers: { Authorization: 'Bearer session-token' },
  });
  const found: components['schemas']['Item'] | undefined = item.data;
  return found?._id;
}
`;

const integration = `${client}
export async function sendItem(secret: string, guid: string): Promise<boolean> {
  const headers = { Authorization: \`Bearer \${secret}\` };
  const upsert = await client.PUT('/integration/v1/items/{externalId}', {
    params: { path: { externalId: guid } },
    body: { title: 'Laptop Dell Latitude 5440', price: '1250.00', object: null },
    headers,
  });
  if (upsert.response.status === 429) return false;
  const page = await client.GET('/integration/v1/items', { params: { query: { since: '2026-11-23T00:00:00.000Z', limit: 100 } }, headers });
  const next: string | null | undefined = page.data?.cursor;
  return Boolean(upsert.data?.changed) && next !== undefined;
}
`;

const wrongBody = `${client}
export const wrong = client.POST('/auth/login', { body: { login: 42, password: 'secret' } });
`;

const upsertWithoutTitle = `${client}
export const wrong = client.PUT('/integration/v1/items/{externalId}', { params: { path: { externalId: 'BP-1' } }, body: { brand: 'Dell' } });
`;

const unknownPath = `${client}
export const wrong = client.GET('/company/{company}/item/code/{code}', { params: { path: { company: 'c', code: 'x' } } });
`;

describe('a typed client generated from the OpenAPI document', () => {
  let diagnostics: Record<string, string[]>;
  beforeAll(() => {
    diagnostics = compile({
      'usage.ts': usage,
      'integration.ts': integration,
      'wrong-body.ts': wrongBody,
      'upsert-without-title.ts': upsertWithoutTitle,
      'unknown-path.ts': unknownPath,
    });
  }, 120_000);

  it('compiles calls with the right paths, parameters and bodies, and types their answers', () => {
    expect(diagnostics['usage.ts']).toEqual([]);
    expect(diagnostics['integration.ts']).toEqual([]);
  });

  it('refuses a body of the wrong type and a path the API does not have', () => {
    expect(diagnostics['wrong-body.ts']!.join('\n')).toMatch(/number.*not assignable to type.*string/s);
    expect(diagnostics['upsert-without-title.ts']!.join('\n')).toMatch(/'title' is missing/);
    expect(diagnostics['unknown-path.ts']!.join('\n')).toContain('"/company/{company}/item/code/{code}"');
  });
});
