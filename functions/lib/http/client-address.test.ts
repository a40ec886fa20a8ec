import { afterEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext, matchRoute, toEvent } from '../../../infra/local/gateway';
import { metaRoutes } from '../../../shared/routes/meta';
import { captureLogs } from '../../../test/support/log-lines';
import { secretString } from '../adapters/secrets';
import { resetEnv } from '../env';
import { clientAddress, refuseToStartWithoutOriginVerify } from './client-address';
import { domainHandler } from './domain-handler';
import type { ApiContext } from './middlewares';

vi.mock('../adapters/secrets', () => ({ secretString: vi.fn() }));

const secret = 'edge-secret-0123456789abcdef';
const edgeIp = '130.176.1.1';

const event = (headers: Record<string, string> = {}) =>
  toEvent({ method: 'GET', path: '/api/v1/openapi.json', headers, sourceIp: edgeIp }, matchRoute('GET', '/api/v1/openapi.json'));

function configure(variables: Record<string, string>) {
  delete process.env.ORIGIN_VERIFY_SECRET;
  delete process.env.ORIGIN_VERIFY_SECRET_ARN;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  Object.assign(process.env, variables);
  resetEnv();
}

afterEach(() => {
  configure({});
  vi.restoreAllMocks();
});

describe('clientAddress without an origin-verify secret (local stack)', () => {
  it('is the connection address; a spoofed viewer header and X-Forwarded-For are ignored', async () => {
    configure({});
    const spoofed = event({ 'x-viewer-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.9, 10.0.0.1' });
    expect(await clientAddress(spoofed)).toBe(edgeIp);
  });
});

describe('clientAddress with an origin-verify secret (behind CloudFront)', () => {
  it('takes the viewer address CloudFront wrote when the secret matches, never X-Forwarded-For', async () => {
    configure({ ORIGIN_VERIFY_SECRET: secret });
    const fromEdge = event({ 'x-origin-verify': secret, 'x-viewer-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.9' });
    expect(await clientAddress(fromEdge)).toBe('203.0.113.7');
    expect(await clientAddress(event({ 'X-Origin-Verify': secret, 'X-Viewer-Address': '2001:DB8::1' }))).toBe('2001:db8::1');
  });

  it('refuses a request without the header or with a wrong value: it did not come through CloudFront', async () => {
    configure({ ORIGIN_VERIFY_SECRET: secret });
    await expect(clientAddress(event({ 'x-viewer-address': '203.0.113.7' }))).rejects.toMatchObject({ errorName: 'DirectAccessRefused', status: 403 });
    await expect(clientAddress(event({ 'x-origin-verify': `${secret}x`, 'x-viewer-address': '203.0.113.7' }))).rejects.toMatchObject({
      errorName: 'DirectAccessRefused',
    });
    await expect(clientAddress(event({ 'x-origin-verify': '', 'x-viewer-address': '203.0.113.7' }))).rejects.toMatchObject({
      errorName: 'DirectAccessRefused',
    });
  });

  it('fails on a missing or malformed viewer address instead of falling back to the edge server', async () => {
    configure({ ORIGIN_VERIFY_SECRET: secret });
    for (const bad of ['', 'not-an-ip', '203.0.113.7, 10.0.0.1', '999.1.1.1', '203.0.113.7:443']) {
      await expect(clientAddress(event({ 'x-origin-verify': secret, 'x-viewer-address': bad }))).rejects.toThrow(/x-viewer-address/);
    }
    await expect(clientAddress(event({ 'x-origin-verify': secret }))).rejects.toThrow(/x-viewer-address/);
  });

  it('reads the secret from Secrets Manager once per container', async () => {
    const read = vi.mocked(secretString).mockResolvedValue(secret);
    configure({ ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:1:secret:origin-verify' });
    const fromEdge = event({ 'x-origin-verify': secret, 'x-viewer-address': '203.0.113.8' });
    expect(await clientAddress(fromEdge)).toBe('203.0.113.8');
    expect(await clientAddress(fromEdge)).toBe('203.0.113.8');
    await expect(clientAddress(event({ 'x-viewer-address': '203.0.113.8' }))).rejects.toMatchObject({ errorName: 'DirectAccessRefused' });
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('the request chain', () => {
  it('answers 403 DirectAccessRefused on every route reached around CloudFront', async () => {
    configure({ ORIGIN_VERIFY_SECRET: secret });
    captureLogs();
    const handler = domainHandler(metaRoutes, { openapi: async () => ({ ok: true }) });
    const direct = await handler(event({ 'accept-language': 'en' }), lambdaContext('meta') as ApiContext);
    expect([direct.statusCode, JSON.parse(direct.body!).error]).toEqual([403, 'DirectAccessRefused']);
    const throughEdge = await handler(event({ 'x-origin-verify': secret, 'x-viewer-address': '203.0.113.9' }), lambdaContext('meta') as ApiContext);
    expect(throughEdge.statusCode).toBe(200);
  });
});

describe('starting in AWS (the runtime sets AWS_LAMBDA_FUNCTION_NAME)', () => {
  const arn = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:origin-verify';

  it('refuses to start without an origin-verify secret; with one, or outside Lambda (local stack, tests), it starts', () => {
    expect(() => refuseToStartWithoutOriginVerify({ AWS_LAMBDA_FUNCTION_NAME: 'Assetbook-Api-AuthFunction' })).toThrow(
      /Assetbook-Api-AuthFunction runs in AWS without ORIGIN_VERIFY_SECRET_ARN/,
    );
    expect(() => refuseToStartWithoutOriginVerify({ AWS_LAMBDA_FUNCTION_NAME: 'Assetbook-Api-AuthFunction', ORIGIN_VERIFY_SECRET_ARN: arn })).not.toThrow();
    expect(() => refuseToStartWithoutOriginVerify({})).not.toThrow();
  });

  it('a domain handler fails at import, that is at cold start, instead of counting callers by the edge address', async () => {
    try {
      configure({ AWS_LAMBDA_FUNCTION_NAME: 'Assetbook-Api-MetaFunction' });
      vi.resetModules();
      await expect(import('../../meta/handler')).rejects.toThrow(/ORIGIN_VERIFY_SECRET_ARN/);
      configure({ AWS_LAMBDA_FUNCTION_NAME: 'Assetbook-Api-MetaFunction', ORIGIN_VERIFY_SECRET_ARN: arn });
      vi.resetModules();
      await expect(import('../../meta/handler')).resolves.toHaveProperty('handler');
    } finally {
      configure({});
      vi.resetModules();
    }
  });
});
