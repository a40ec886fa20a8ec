import { mkdtempSync, statSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerOnlyFolder } from './owner-only';

const mode = (file: string) => statSync(file).mode & 0o777;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('ownerOnlyFolder', () => {
  it('closes the folder and the files already in it to everyone but the owner', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'local-'));
    folders.push(root);
    const local = path.join(root, '.local');
    mkdirSync(local, { mode: 0o755 });
    writeFileSync(path.join(local, 'env.json'), '{"JWT_PRIVATE_KEYS":"x"}', { mode: 0o644 });
    mkdirSync(path.join(local, 'dynamodb'), { mode: 0o755 });

    ownerOnlyFolder(local);
    expect(mode(local)).toBe(0o700);
    expect(mode(path.join(local, 'env.json'))).toBe(0o600);
    expect(mode(path.join(local, 'dynamodb'))).toBe(0o755);
  });

  it('creates a missing folder closed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'local-'));
    folders.push(root);
    ownerOnlyFolder(path.join(root, '.local'));
    expect(mode(path.join(root, '.local'))).toBe(0o700);
  });
});
