import { domainHandler } from '../lib/http/domain-handler';
import { buildOpenApi } from './openapi';

let document: Record<string, unknown> | undefined;

export const handler = domainHandler('meta', {
  openapi: async () => (document ??= buildOpenApi()),
});
