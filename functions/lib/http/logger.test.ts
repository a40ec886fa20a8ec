import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metaRoutes } from '../../../shared/routes/meta';
import { lambdaContext, matchRoute, toEvent } from '../../../infra/local/gateway';
import { type CapturedLogs, captureLogs } from '../../../test/support/log-lines';
import { resetEnv } from '../env';
import { domainHandler } from './domain-handler';
import { createLogger, describeError } from './logger';
import type { ApiContext } from './middlewares';

const openapiEvent = () => toEvent({ method: 'GET', path: '/api/v1/openapi.json' }, matchRoute('GET', '/api/v1/openapi.json'));

let logs: CapturedLogs;
const savedLevel = process.env.LOG_LEVEL;

function useLevel(level: string | undefined): void {
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
  resetEnv();
}

beforeEach(() => {
  logs = captureLogs();
  useLevel('info');
});

afterEach(() => {
  vi.restoreAllMocks();
  useLevel(savedLevel);
});

describe('request logging', () => {
  it("each line of a request carries the API Gateway request id, the route key and the Lambda invocation", async () => {
    const handler = domainHandler(metaRoutes, {
      openapi: async (request) => {
        request.log.info('building the document', { paths: 3 });
        return {};
      },
    });
    const event = openapiEvent();
    const context = lambdaContext('meta');
    await handler(event, context as ApiContext);

    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'building the document',
        paths: 3,
        requestId: event.requestContext.requestId,
        routeKey: 'GET /api/v1/openapi.json',
        function_request_id: context.awsRequestId,
        function_name: 'meta',
        cold_start: expect.any(Boolean),
        service: 'assetbook',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('logs an unexpected failure once, at ERROR, with the error and its stack', async () => {
    const handler = domainHandler(metaRoutes, {
      openapi: async () => {
        throw new TypeError('x is undefined');
      },
    });
    const result = await handler(openapiEvent(), lambdaContext('meta') as ApiContext);
    expect(result.statusCode).toBe(500);
    expect(logs.errors()).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'request failed',
        routeKey: 'GET /api/v1/openapi.json',
        error: expect.objectContaining({ name: 'TypeError', message: 'x is undefined', stack: expect.stringContaining('logger.test.ts') }),
      }),
    ]);
  });
});

describe('createLogger', () => {
  it('child loggers add fields without changing the parent', () => {
    const parent = createLogger({ requestId: 'r1' });
    parent.child({ userId: 'u1', companyId: 'c1' }).warn('refused');
    parent.info('plain');
    expect(logs.lines()).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'refused', requestId: 'r1', userId: 'u1', companyId: 'c1' }),
      expect.not.objectContaining({ userId: 'u1' }),
    ]);
    expect(logs.errors()).toHaveLength(1);
  });

  it('writes only lines at or above LOG_LEVEL, and nothing when it is silent', () => {
    const log = createLogger();
    useLevel('warn');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    useLevel('silent');
    log.error('hidden');
    useLevel('debug');
    log.debug('shown');
    expect(logs.lines().map((line) => line.message)).toEqual(['w', 'e', 'shown']);
  });

  it('describes values thrown that are not errors', () => {
    createLogger().error('odd failure', describeError('just a string'));
    expect(logs.errors()[0]).toMatchObject({ error: { name: 'string', message: 'just a string' } });
  });
});
