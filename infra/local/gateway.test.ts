import { describe, expect, it } from 'vitest';
import { matchRoute, toEvent } from './gateway';

describe('matchRoute', () => {
  it('matches method and path of the route table and reads path parameters', () => {
    expect(matchRoute('POST', '/api/v1/auth/login')?.route.operation).toBe('login');
    expect(matchRoute('GET', '/api/v1/auth/login')).toBeNull();
    expect(matchRoute('GET', '/api/v1/company/my')?.route.operation).toBe('my');
  });
});

describe('toEvent', () => {
  it('builds an HTTP API payload 2.0 event with lower-case headers, joined query values and a text body', () => {
    const event = toEvent(
      {
        method: 'post',
        path: '/api/v1/auth/login',
        query: new URLSearchParams('a=1&a=2&b=x'),
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
        body: '{"login":"a"}',
      },
      matchRoute('POST', '/api/v1/auth/login'),
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/v1/auth/login',
      rawPath: '/api/v1/auth/login',
      rawQueryString: 'a=1&a=2&b=x',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      queryStringParameters: { a: '1,2', b: 'x' },
      body: '{"login":"a"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'POST', path: '/api/v1/auth/login' }, stage: '$default' },
    });
  });

  it('base64-encodes a binary body', () => {
    const event = toEvent({ method: 'POST', path: '/x', headers: { 'content-type': 'image/png' }, body: Buffer.from([1, 2, 3]) }, null);
    expect(event).toMatchObject({ body: 'AQID', isBase64Encoded: true, routeKey: '$default' });
  });
});
