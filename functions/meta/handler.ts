import { readFile } from 'node:fs/promises';
import { metaRoutes } from '../../shared/routes/meta';
import { domainHandler } from '../lib/http/domain-handler';

/**
 * The document is generated from the route table by write-openapi.ts (openapi.test.ts keeps it
 * current) and shipped beside the bundle (infra/stacks/api-stack.ts), read on the first request:
 * bundled, it made this function the largest of the API.
 */
let openApiDocument: Promise<unknown> | undefined;

export const handler = domainHandler(metaRoutes, {
  openapi: () => (openApiDocument ??= readFile(new URL('./document/openapi.json', import.meta.url), 'utf8').then((text) => JSON.parse(text) as unknown)),
});
