import { metaRoutes } from '../../shared/routes/meta';
import { domainHandler } from '../lib/http/domain-handler';
// Generated from the route table by write-openapi.ts (openapi.test.ts keeps it current).
import openApiDocument from './openapi.json';

export const handler = domainHandler(metaRoutes, {
  openapi: async () => openApiDocument,
});
