import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiFile, openApiText } from './write-openapi';

describe('the OpenAPI document the meta function serves', () => {
  it('is the one the route table builds now (else run: npx tsx functions/meta/write-openapi.ts)', () => {
    expect(readFileSync(openApiFile, 'utf8')).toBe(openApiText());
  });
});
