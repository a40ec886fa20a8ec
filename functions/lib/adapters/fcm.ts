import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import * as z from 'zod';
import { env } from '../env';
import { createLogger } from '../http/logger';
import { PushDeliveryError, type PushMessage, type PushSender } from './push-port';
import { secretString } from './secrets';

/**
 * Firebase Cloud Messaging HTTP v1 (https://firebase.google.com/docs/cloud-messaging/send-message):
 * one POST per device token to /v1/projects/{project_id}/messages:send, authorised by an OAuth2
 * access token that the service account obtains with the JWT bearer grant (RFC 7523: an RS256-signed
 * assertion posted to Google's token endpoint). Signed with node:crypto, like our own tokens
 * (functions/lib/auth/jwt.ts), so no Google library ships in the worker.
 */

export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
/** Google issues access tokens for an hour; one is renewed this long before it runs out. */
const renewMarginMs = 60_000;
const assertionTtlSeconds = 3600;

const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  private_key_id: z.string().optional(),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export interface FcmOptions {
  /** The service account, or null while none is configured (push is then skipped with a warning). */
  serviceAccount: () => Promise<ServiceAccount | null>;
  apiUrl: string;
  tokenUrl: string;
}

const tokenAnswerSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** FCM's error body (google.rpc.Status with FcmError and BadRequest details). */
const errorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z
      .array(z.object({ '@type': z.string().optional(), errorCode: z.string().optional(), fieldViolations: z.array(z.object({ field: z.string().optional() })).optional() }))
      .optional(),
  }),
});

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed JWT the service account trades for an access token. */
export function serviceAccountAssertion(account: ServiceAccount, key: KeyObject, tokenUrl: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = { alg: 'RS256', typ: 'JWT', ...(account.private_key_id ? { kid: account.private_key_id } : {}) };
  const claims = { iss: account.client_email, scope: fcmScope, aud: tokenUrl, iat: nowSeconds, exp: nowSeconds + assertionTtlSeconds };
  const input = `${b64url(header)}.${b64url(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

/** Whether FCM's error answer means the token itself is dead or malformed (the app forgets it). */
function isInvalidToken(status: number, body: unknown): boolean {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const codes = (error?.details ?? []).map((detail) => detail.errorCode);
  if (status === 404) return error?.status === 'NOT_FOUND' || codes.includes('UNREGISTERED');
  if (status !== 400) return false;
  const fields = (error?.details ?? []).flatMap((detail) => detail.fieldViolations ?? []).map((violation) => violation.field);
  return fields.includes('message.token') || /registration token/i.test(error?.message ?? '');
}

export function createFcmSender(options: FcmOptions): PushSender {
  let cached: { token: string; renewAt: number } | null = null;
  let key: { account: ServiceAccount; key: KeyObject } | null = null;
  const log = createLogger({ source: 'fcm' });

  async function accessToken(account: ServiceAccount): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return cached.token;
    if (key?.account !== account) key = { account, key: createPrivateKey(account.private_key) };
    const answer = await fetch(options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: serviceAccountAssertion(account, key.key, options.tokenUrl) }),
    });
    const parsed = tokenAnswerSchema.safeParse(await answer.json().catch(() => null));
    if (!answer.ok || !parsed.success) throw new PushDeliveryError(`Google's token endpoint answered ${answer.status}`);
    cached = { token: parsed.data.access_token, renewAt: Date.now() + parsed.data.expires_in * 1000 - renewMarginMs };
    return cached.token;
  }

  async function sendOne(account: ServiceAccount, token: string, message: PushMessage, retried = false): Promise<'sent' | 'invalid'> {
    const answer = await fetch(`${options.apiUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(account)}`, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        message: {
          token,
          notification: { title: message.title, body: message.body },
          data: message.data,
          webpush: { fcm_options: { link: message.link } },
        },
      }),
    });
    if (answer.ok) return 'sent';
    const body: unknown = await answer.json().catch(() => null);
    // A revoked or expired access token: take a new one once.
    if (answer.status === 401 && !retried) {
      cached = null;
      return sendOne(account, token, message, true);
    }
    if (isInvalidToken(answer.status, body)) return 'invalid';
    throw new PushDeliveryError(`FCM answered ${answer.status}`);
  }

  return async (tokens, message) => {
    const account = await options.serviceAccount();
    if (!account) {
      log.warn('Push skipped: no FCM service account is configured (docs/notifications.md, "Push")');
      return { invalidTokens: [] };
    }
    const invalidTokens: string[] = [];
    for (const token of tokens) if ((await sendOne(account, token, message)) === 'invalid') invalidTokens.push(token);
    return { invalidTokens };
  };
}

let account: Promise<ServiceAccount | null> | undefined;

/** The service account: FCM_SERVICE_ACCOUNT itself (tests), or the Secrets Manager secret (AWS), read once per container. */
function configuredAccount(): Promise<ServiceAccount | null> {
  account ??= (async () => {
    const { FCM_SERVICE_ACCOUNT, FCM_SERVICE_ACCOUNT_SECRET_ARN } = env();
    const json = FCM_SERVICE_ACCOUNT ?? (FCM_SERVICE_ACCOUNT_SECRET_ARN ? await secretString(FCM_SERVICE_ACCOUNT_SECRET_ARN) : null);
    // Secrets Manager fills a new secret with a random placeholder: anything but a JSON object means "not set yet".
    if (!json || !json.trim().startsWith('{') || json.trim() === '{}') return null;
    return serviceAccountSchema.parse(JSON.parse(json));
  })().catch((error: unknown) => {
    account = undefined;
    throw error;
  });
  return account;
}

/** The production sender, configured from the environment. */
export function fcmPush(): PushSender {
  const { FCM_API_URL, GOOGLE_TOKEN_URL } = env();
  return createFcmSender({ serviceAccount: configuredAccount, apiUrl: FCM_API_URL, tokenUrl: GOOGLE_TOKEN_URL });
}
