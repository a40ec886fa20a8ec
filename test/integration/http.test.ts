import { generateKeyPairSync } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '../../shared/routes';
import { api } from '../support/api';
import { confirmedUser } from '../support/factories';

/** The current signing key of this test file's environment (test/support/local-env.ts). */
function ourKey(): { kid: string; jwk: Record<string, string> } {
  const keys = JSON.parse(process.env.JWT_PRIVATE_KEYS!).keys as { kid: string; privateKey: Record<string, string> }[];
  return { kid: keys.at(-1)!.kid, jwk: keys.at(-1)!.privateKey };
}

async function forged(
  claims: Record<string, unknown>,
  options: { alg?: string; key?: Parameters<SignJWT['sign']>[0]; kid?: string; exp?: string; aud?: string; iss?: string } = {},
) {
  const ours = ourKey();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: options.kid ?? ours.kid })
    .setSubject('someone')
    .setIssuer(options.iss ?? 'assetbook')
    .setAudience(options.aud ?? 'assetbook-api')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(options.key ?? (await importJWK(ours.jwk, 'ES256')));
}

describe('session tokens', () => {
  it('answers 401 Unauthorized without a token, with a malformed one, or with one of the wrong key, issuer, audience or algorithm', async () => {
    const bad = [
      undefined,
      'garbage',
      await forged({ role: 'root' }, { key: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey }),
      await forged({ role: 'root' }, { key: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey, kid: 'made-up' }),
      // The HS256 tokens of old are refused, whatever their secret.
      await forged({ role: 'root' }, { alg: 'HS256', key: new TextEncoder().encode('another-secret-that-is-long-enough-1234') }),
      await forged({ role: 'root' }, { iss: 'someone-else' }),
      await forged({ role: 'root' }, { aud: 'assetbook-api:verification' }),
      await forged({ role: 'root' }, { alg: 'HS512', key: new TextEncoder().encode(JSON.stringify(ourKey().jwk)) }),
      await forged({ role: 'root' }, { exp: '-1m' }),
      await forged({ role: 'emperor' }),
    ];
    for (const token of bad) {
      const answer = await api('GET', '/users/me', { token, lang: 'en' });
      expect(answer.status, `token ${token}`).toBe(401);
      expect(answer.body.error).toBe('Unauthorized');
    }
  });

  it('an unsigned (alg none) token is refused', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'x', role: 'root', iss: 'assetbook', aud: 'assetbook-api', exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url');
    expect((await api('GET', '/users/me', { token: `${header}.${payload}.` })).status).toBe(401);
  });

  it('the verification token returned by register does not open a session', async () => {
    const registered = await api('POST', '/auth/register', {
      body: { firstName: 'V', email: `verify-${Date.now()}@example.com`, password: 'secret-pass' },
    });
    expect((await api('GET', '/users/me', { token: registered.body.token })).status).toBe(401);
  });

  it('a valid token of a user that no longer exists is a 401', async () => {
    const token = await forged({ role: 'root' });
    expect((await api('GET', '/users/me', { token })).status).toBe(401);
  });
});

describe('HTTP conventions', () => {
  it('answers JSON with no-store caching and nosniff', async () => {
    const user = await confirmedUser();
    const answer = await api('GET', '/users/me', { token: user.token });
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('messages follow Accept-Language, uk maps to ua, unknown falls back to ua', async () => {
    const login = (lang: string) => api('POST', '/auth/login', { body: { login: 'nobody@example.com', password: 'x' }, lang });
    expect((await login('en')).body.message).toBe('User not found');
    expect((await login('uk-UA,uk;q=0.9')).body.message).toBe('Користувача не знайдено');
    expect((await login('de')).body.message).toBe('Користувача не знайдено');
    expect((await login('ru')).body.message).toBe('Пользователь не найден');
  });

  it('an unknown route answers 404', async () => {
    const answer = await api('GET', '/no/such/thing');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('RouteNotFound');
  });

  it('a body over 1 MB answers PayloadTooLarge', async () => {
    const answer = await api('POST', '/auth/login', { body: { login: 'a@b.cd', password: 'x'.repeat(1_100_000) } });
    expect([answer.status, answer.body.error]).toEqual([413, 'PayloadTooLarge']);
  });
});

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document covering every route of the route table', async () => {
    const answer = await api('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    expect(answer.body.servers[0].url).toBe('/api/v1');
    for (const route of routes as readonly RouteDef[]) {
      const operation = answer.body.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.operationId).toBe(`${route.domain}.${route.operation}`);
    }
    for (const [, name] of JSON.stringify(answer.body).matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      expect(answer.body.components.schemas[name!], name).toBeDefined();
    }
    expect(answer.body.paths['/auth/register'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/RegisterBody',
    });
  });
});
