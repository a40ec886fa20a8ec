import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputsFile } from '../stacks/web-files';
import { chunkImportCycles, ensureWebBuild, webInputsHash } from './web-build';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  delete process.env.VITE_TEST_SETTING;
});

describe('the web build of npm start', () => {
  it('hashes the same tree the same way, and a build-time variable into it', () => {
    const first = webInputsHash();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(webInputsHash()).toBe(first);
    process.env.VITE_TEST_SETTING = 'on';
    expect(webInputsHash()).not.toBe(first);
  });

  it('keeps a build made from the same inputs without building', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    folders.push(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist, buildInputsFile), `${webInputsHash()}\n`);
    let building = false;
    expect(await ensureWebBuild(dist, () => (building = true))).toEqual({ built: false, ms: 0 });
    expect(building).toBe(false);
  });
});

describe('chunkImportCycles', () => {
  it('finds chunks that import each other statically, not through dynamic imports', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    folders.push(dist);
    mkdirSync(path.join(dist, 'assets'));
    const chunk = (name: string, code: string) => writeFileSync(path.join(dist, 'assets', name), code);
    chunk('index-A1.js', 'import{a as b}from"./common-B2.js";const c=()=>import("./page-C3.js");');
    chunk('common-B2.js', 'import"./rolldown-runtime-D4.js";export const a=1;');
    chunk('page-C3.js', 'import{a}from"./common-B2.js";import{x}from"./index-A1.js";');
    chunk('rolldown-runtime-D4.js', '');
    expect(chunkImportCycles(dist)).toEqual([]);

    chunk('common-B2.js', 'import{y}from"./feature-E5.js";export const a=1;');
    chunk('feature-E5.js', 'import{a}from"./common-B2.js";export const y=2;');
    expect(chunkImportCycles(dist)).toEqual([['common-B2.js', 'feature-E5.js', 'common-B2.js']]);
  });
});
