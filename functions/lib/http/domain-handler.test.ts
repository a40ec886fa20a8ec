import { describe, expect, it } from 'vitest';
import { lambdaContext, matchRoute, toEvent } from '../../../infra/local/gateway';
import { captureLogs } from '../../../test/support/log-lines';
import { errorCatalogue, errorNames } from '../../../shared/errors';
import { errorMessages } from '../../../shared/i18n/errors';
import { metaRoutes } from '../../../shared/routes/meta';
import { domainHandler } from './domain-handler';
import { AppError } from './errors';
import type { ApiContext } from './middlewares';

const openapiEvent = (lang = 'en') =>
  toEvent({ method: 'GET', path: '/api/v1/openapi.json', headers: { 'accept-language': lang } }, matchRoute('GET', '/api/v1/openapi.json'));

describe('domainHandler', () => {
  it('turns an unexpected failure into a bare 500 that leaks nothing', async () => {
    // Silences the error log line this case writes on purpose.
    captureLogs();
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

  // Every catalogued server-side error, so a new one is covered as soon as it is catalogued.
  const upstreamErrors = errorNames.filter((name) => errorCatalogue[name] >= 500);

  it.each(upstreamErrors)('answers the catalogued %s with its own name, status and message', async (name) => {
    captureLogs();
    const handler = domainHandler(metaRoutes, {
      openapi: async () => {
        throw new AppError(name);
      },
    });
    const result = await handler(openapiEvent('ua'), lambdaContext('meta') as ApiContext);
    expect(result.statusCode).toBe(errorCatalogue[name]);
    expect(JSON.parse(result.body!)).toEqual({ error: name, message: errorMessages.ua[name] });
  });

  it('covers the upstream failures the screens handle', () => {
    expect(upstreamErrors).toEqual(expect.arrayContaining(['EmailSendError', 'SmsSendError']));
  });

  it('answers RouteNotFound for a route key of another domain', async () => {
    const handler = domainHandler(metaRoutes, { openapi: async () => ({}) });
    const event = toEvent({ method: 'GET', path: '/api/v1/users/me' }, matchRoute('GET', '/api/v1/users/me'));
    const result = await handler(event, lambdaContext('meta') as ApiContext);
    expect(result.statusCode).toBe(404);
  });
});
