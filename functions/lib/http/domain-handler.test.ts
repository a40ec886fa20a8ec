import { describe, expect, it, vi } from 'vitest';
import { lambdaContext, matchRoute, toEvent } from '../../../infra/local/gateway';
import { metaRoutes } from '../../../shared/routes/meta';
import { domainHandler } from './domain-handler';
import type { ApiContext } from './middlewares';

const openapiEvent = (lang = 'en') =>
  toEvent({ method: 'GET', path: '/api/v1/openapi.json', headers: { 'accept-language': lang } }, matchRoute('GET', '/api/v1/openapi.json'));

describe('domainHandler', () => {
  it('turns an unexpected failure into a bare 500 that leaks nothing', async () => {
    // Silences the error log line this case writes on purpose.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = domainHandler(metaRoutes, {
      openapi: async () => {
        throw new Error('ConditionalCheckFailed on table prod-secret-table');
      },
    });
    const result = await handler(openapiEvent('pl'), lambdaContext('meta') as ApiContext);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('prod-secret-table');
    expect(JSON.parse(result.body!)).toEqual({ error: 'InternalError', message: 'Coś poszło nie tak. Skontaktuj się z pomocą techniczną' });
  });

  it('answers RouteNotFound for a route key of another domain', async () => {
    const handler = domainHandler(metaRoutes, { openapi: async () => ({}) });
    const event = toEvent({ method: 'GET', path: '/api/v1/users/me' }, matchRoute('GET', '/api/v1/users/me'));
    const result = await handler(event, lambdaContext('meta') as ApiContext);
    expect(result.statusCode).toBe(404);
  });
});
