import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../env';
import { createFcmSender, fcmPush, fcmScope, type ServiceAccount } from './fcm';
import { PushDeliveryError, type PushMessage } from './push-port';

/**
 * Contract of the FCM HTTP v1 adapter, from Google's documentation: the OAuth2 JWT bearer grant
 * (https://developers.google.com/identity/protocols/oauth2/service-account#httprest) and
 * messages:send with its error codes (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
 * A local HTTP server on 127.0.0.1 stands in for both Google endpoints.
 */

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const account: ServiceAccount = {
  project_id: 'assetbook-test',
  client_email: 'push@assetbook-test.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  private_key_id: 'key-1',
};
const message: PushMessage = { title: 'Report ready', body: 'Your report is ready.', link: 'https://app.example.org/items', data: { type: 'report_done', notificationId: 'n1' } };

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
/** How the stand-in answers a send, per device token; default 200. */
let sendAnswers: Record<string, { status: number; body: unknown }> = {};
/** Tokens whose next send is refused with 401, as with a revoked access token. */
const refuseOnce = new Set<string>();
let issued = 0;

const tokenRequests = () => seen.filter((request) => request.path === '/token');
const sendRequests = () => seen.filter((request) => request.path.endsWith('/messages:send'));

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.url === '/token') {
        issued += 1;
        return json(200, { access_token: `access-${issued}`, expires_in: 3600, token_type: 'Bearer' });
      }
      const token = (JSON.parse(body) as { message: { token: string } }).message.token;
      if (refuseOnce.delete(token)) return json(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      const answer = sendAnswers[token];
      if (answer) return json(answer.status, answer.body);
      json(200, { name: `projects/${account.project_id}/messages/0:${token}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  sendAnswers = {};
  refuseOnce.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetEnv();
});

const sender = (serviceAccount: ServiceAccount | null = account) =>
  createFcmSender({ serviceAccount: async () => serviceAccount, apiUrl: base, tokenUrl: `${base}/token` });

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('the access token', () => {
  it('is asked for with an RS256 assertion of the service account (JWT bearer grant)', async () => {
    await sender()(['device-1'], message);
    const [request] = tokenRequests();
    expect(request).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const form = new URLSearchParams(request!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = form.get('assertion')!.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'key-1' });
    const payload = decode(claims);
    expect(payload).toMatchObject({ iss: account.client_email, scope: fcmScope, aud: `${base}/token` });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
    expect(createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(true);
  });

  it('is kept until shortly before it expires, then renewed', async () => {
    const send = sender();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    await send(['device-1', 'device-2'], message);
    now.mockReturnValue(start + 58 * 60_000);
    await send(['device-3'], message);
    expect(tokenRequests()).toHaveLength(1);
    now.mockReturnValue(start + 59 * 60_000 + 1);
    await send(['device-4'], message);
    expect(tokenRequests()).toHaveLength(2);
    expect(sendRequests().at(-1)!.headers.authorization).toMatch(/^Bearer access-\d+$/);
    expect(sendRequests().at(-1)!.headers.authorization).not.toBe(sendRequests()[0]!.headers.authorization);
  });

  it('is renewed once when FCM answers 401', async () => {
    const send = sender();
    await send(['device-1'], message);
    refuseOnce.add('device-2');
    expect(await send(['device-2'], message)).toEqual({ invalidTokens: [] });
    expect(tokenRequests()).toHaveLength(2);
    const tries = sendRequests().filter((request) => request.body.includes('device-2'));
    expect(tries.map((request) => request.headers.authorization)).toEqual([`Bearer access-${issued - 1}`, `Bearer access-${issued}`]);
  });
});

describe('messages:send', () => {
  it("posts one message per token to the project's endpoint with the bearer token", async () => {
    expect(await sender()(['device-1', 'device-2'], message)).toEqual({ invalidTokens: [] });
    const sends = sendRequests();
    expect(sends.map((request) => [request.method, request.path])).toEqual([
      ['POST', '/v1/projects/assetbook-test/messages:send'],
      ['POST', '/v1/projects/assetbook-test/messages:send'],
    ]);
    expect(sends[0]!.headers).toMatchObject({ authorization: 'Bearer access-' + issued, 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(sends[0]!.body)).toEqual({
      message: {
        token: 'device-1',
        notification: { title: 'Report ready', body: 'Your report is ready.' },
        data: { type: 'report_done', notificationId: 'n1' },
        webpush: { fcm_options: { link: 'https://app.example.org/items' } },
      },
    });
  });

  it('answers the tokens FCM calls UNREGISTERED (404) or invalid (400 on message.token) and goes on with the others', async () => {
    sendAnswers = {
      gone: {
        status: 404,
        body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } },
      },
      garbled: {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'The registration token is not a valid FCM registration token',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
              { '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }] },
            ],
          },
        },
      },
    };
    expect(await sender()(['gone', 'device-1', 'garbled'], message)).toEqual({ invalidTokens: ['gone', 'garbled'] });
    expect(sendRequests()).toHaveLength(3);
  });

  it('fails (the job retries) on an invalid message or a server error, keeping the token', async () => {
    sendAnswers = {
      'bad-message': {
        status: 400,
        body: { error: { code: 400, message: 'Invalid value at message.data', status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: [{ field: 'message.data' }] }] } },
      },
      unavailable: { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE' } } },
    };
    await expect(sender()(['bad-message'], message)).rejects.toBeInstanceOf(PushDeliveryError);
    await expect(sender()(['unavailable'], message)).rejects.toThrow('FCM answered 503');
  });

  it('sends nothing while no service account is configured', async () => {
    vi.stubEnv('LOG_LEVEL', 'silent');
    resetEnv();
    expect(await sender(null)(['device-1'], message)).toEqual({ invalidTokens: [] });
    expect(seen).toEqual([]);
  });
});

describe('configured from the environment', () => {
  it('takes the endpoints and the service account from the environment', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { FCM_SERVICE_ACCOUNT: JSON.stringify(account), FCM_API_URL: base, GOOGLE_TOKEN_URL: `${base}/token`, LOG_LEVEL: 'silent' });
    resetEnv();
    try {
      expect(await fcmPush()(['device-9'], message)).toEqual({ invalidTokens: [] });
      expect(tokenRequests()).toHaveLength(1);
      expect(sendRequests()[0]!.path).toBe('/v1/projects/assetbook-test/messages:send');
    } finally {
      process.env = saved;
      resetEnv();
    }
  });
});
