import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slowFiles } from '../support/slowest-first';

describe('the slowest test files, started first', () => {
  it('names files that exist, each once', () => {
    expect(slowFiles.filter((file) => !existsSync(file))).toEqual([]);
    expect(new Set(slowFiles).size).toBe(slowFiles.length);
  });
});
