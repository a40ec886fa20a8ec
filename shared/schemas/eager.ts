import { buildSchemasEagerly } from './lazy';

/**
 * Imported first by the OpenAPI generator (functions/meta/openapi.ts), before any schema module is
 * evaluated: the document needs the schemas themselves, not their stand-ins (see ./lazy).
 */
buildSchemasEagerly();
