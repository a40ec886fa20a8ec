import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from './openapi';

/**
 * `npx tsx functions/meta/write-openapi.ts`: writes document/openapi.json, the document the meta function
 * serves. It is built here rather than in the function so that the function does not bundle every
 * domain's schemas (and the phone library they use); openapi.test.ts fails while the file is stale.
 */
export const openApiFile = fileURLToPath(new URL('./document/openapi.json', import.meta.url));

export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(openApiFile, openApiText());
  console.log(`Wrote ${openApiFile}`);
}
