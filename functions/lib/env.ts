import * as z from 'zod';
import { buckets, queues } from '../../shared/resources';

/**
 * The Lambda runtime's configuration, parsed once at start-up. Each function receives only the
 * variables its resources need, so most are optional here and `required()` fails loudly on first use.
 * Local services are found only through the SDK's standard AWS_ENDPOINT_URL_* variables.
 */
const schema = z.object({
  TABLE_NAME: z.string().min(1).optional(),
  APP_URL: z.url().default('http://localhost:3000'),
  MAIL_FROM: z.string().min(3).optional(),
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  /** Where messages of the support widget go. */
  SUPPORT_EMAIL: z.string().min(3).optional(),
  /** Production, issuing functions only: the secret holding the private token signing keys (functions/lib/auth/signing-keys.ts). */
  JWT_PRIVATE_KEYS_SECRET_ARN: z.string().min(1).optional(),
  /** Production: the secret holding the public keys (a JWKS) that verify session tokens. */
  JWT_PUBLIC_KEYS_SECRET_ARN: z.string().min(1).optional(),
  /** Local stack and tests: the private key set itself (JSON). */
  JWT_PRIVATE_KEYS: z.string().min(2).optional(),
  /** Local stack and tests: the public key set itself (JWKS JSON). */
  JWT_PUBLIC_KEYS: z.string().min(2).optional(),
  JWT_ISSUER: z.string().min(1).default('assetbook'),
  JWT_AUDIENCE: z.string().min(1).default('assetbook-api'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
  /** OAuth client id of the web app at Google: the audience of Google ID tokens. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  PHOTOS_BUCKET: z.string().min(1).optional(),
  DATA_FILES_BUCKET: z.string().min(1).optional(),
  DOCUMENTS_BUCKET: z.string().min(1).optional(),
  /** The seller's bank details printed on invoices, lines separated by "\n" (functions/payments/invoice-pdf.ts). */
  BILLING_BANK_DETAILS: z.string().min(1).optional(),
  /** Local stack and tests: push messages go to the push outbox (infra/local/push-outbox.ts) instead of FCM. */
  PUSH_OUTBOX_URL: z.url().optional(),
  /** Production: the Secrets Manager secret holding the Firebase service account JSON. */
  FCM_SERVICE_ACCOUNT_SECRET_ARN: z.string().min(1).optional(),
  /** Contract tests: the service account JSON itself. */
  FCM_SERVICE_ACCOUNT: z.string().min(2).optional(),
  FCM_API_URL: z.url().default('https://fcm.googleapis.com'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** Production: the Secrets Manager secret whose value CloudFront sends as x-origin-verify (functions/lib/http/client-address.ts). */
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
  /** Tests: the origin-verify value itself. Neither set (local stack): requests are taken as they come. */
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  /**
   * Set by the Lambda runtime, never by the stacks: a function with it runs in AWS, where an API
   * function without the origin-verify secret refuses to start (functions/lib/http/client-address.ts).
   * The local stack and the tests call the handlers in plain Node, without it.
   */
  AWS_LAMBDA_FUNCTION_NAME: z.string().min(1).optional(),
  /**
   * Tests only: scrypt's cost for new password hashes as log2(N), below the product's 17 (a stored
   * hash carries its parameters, so sign-in verifies either). Ignored in AWS (AWS_LAMBDA_FUNCTION_NAME
   * set); no stack and not the local stack sets it (test/infra/environment.test.ts).
   */
  PASSWORD_KDF_LOG2N: z.coerce.number().int().min(10).max(17).optional(),
  /** Calls a minute one integration access token may make (functions/integration/token-auth.ts). */
  INTEGRATION_CALLS_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /**
   * Daily send budgets (functions/lib/auth/throttles.ts has the defaults and docs/security.md the
   * reasons): set only to lower them, e.g. tests that spend a whole budget in a few requests.
   */
  SEND_BUDGET_SMS_PER_COMPANY: z.coerce.number().int().positive().optional(),
  SEND_BUDGET_SMS_PRODUCT: z.coerce.number().int().positive().optional(),
  SEND_BUDGET_EMAIL_PER_COMPANY: z.coerce.number().int().positive().optional(),
  SEND_BUDGET_EMAIL_PRODUCT: z.coerce.number().int().positive().optional(),
  /** Nova Poshta API (functions/lib/adapters/nova-poshta.ts): the local stand-in's URL locally; the key itself locally, its secret in AWS. */
  NOVA_POSHTA_API_URL: z.url().default('https://api.novaposhta.ua/v2.0/json/'),
  NOVA_POSHTA_API_KEY: z.string().min(1).optional(),
  NOVA_POSHTA_SECRET_ARN: z.string().min(1).optional(),
  /** The payment provider (functions/lib/adapters/flitt.ts); the local stack points it at infra/local/flitt-sandbox.ts. */
  FLITT_API_URL: z.url().default('https://pay.flitt.com'),
  /** Local stack and tests: the merchant id and payment key themselves. */
  FLITT_MERCHANT_ID: z.string().min(1).optional(),
  FLITT_SECRET_KEY: z.string().min(1).optional(),
  /** Production: the secret holding {"merchantId","secretKey"}. */
  FLITT_SECRET_ARN: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

/**
 * Every variable the functions read: the schema's, and the bucket and queue variables of
 * shared/resources.ts (read by the storage and queue adapters). test/infra/environment.test.ts
 * checks what the stacks and the local stack set against it.
 */
export const readVariables: readonly string[] = [
  ...Object.keys(schema.shape),
  ...Object.values(buckets).map((bucket) => bucket.envVar),
  ...Object.values(queues).map((queue) => queue.envVar),
];

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Read lazily so tests can set variables before the first call. */
let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forget the parsed environment (tests that change variables between cases). */
export function resetEnv(): void {
  cached = undefined;
}

export function required<K extends keyof Env>(name: K): NonNullable<Env[K]> {
  const value = env()[name];
  if (value === undefined || value === null || value === '') {
    throw new Error(`Missing environment variable ${name}`);
  }
  return value as NonNullable<Env[K]>;
}
