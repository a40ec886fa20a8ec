import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { secretString } from '../adapters/secrets';
import { env, parseEnv } from '../env';
import { AppError } from './errors';

/**
 * The one place that says who is calling. In AWS every request reaches the API through CloudFront,
 * which overwrites `x-viewer-address` with the viewer's address (whatever the client sent) and adds
 * `x-origin-verify` with a secret only it and the functions know. `requestContext.http.sourceIp` is
 * then a CloudFront edge server, shared by strangers, so it must not feed per-address limits.
 * `X-Forwarded-For` is never read: its left part is whatever the client wrote.
 */
export const viewerAddressHeader = 'x-viewer-address';
export const originVerifyHeader = 'x-origin-verify';

/**
 * Without an origin-verify secret the address is the connection's, which in AWS is a CloudFront
 * edge server: every per-address limit would count strangers together. So a function running in AWS
 * (the runtime sets AWS_LAMBDA_FUNCTION_NAME) without one refuses to start; the local stack and the
 * tests, which call the handlers in plain Node, go on with the connection's address.
 */
export function refuseToStartWithoutOriginVerify(source: NodeJS.ProcessEnv): void {
  if (!source.AWS_LAMBDA_FUNCTION_NAME) return;
  const { ORIGIN_VERIFY_SECRET, ORIGIN_VERIFY_SECRET_ARN, AWS_LAMBDA_FUNCTION_NAME } = parseEnv(source);
  if (ORIGIN_VERIFY_SECRET_ARN || ORIGIN_VERIFY_SECRET) return;
  throw new Error(
    `${AWS_LAMBDA_FUNCTION_NAME} runs in AWS without ORIGIN_VERIFY_SECRET_ARN: it would count every caller by the CloudFront edge's address. ` +
      'Deploy it with the stacks (infra/stacks/api-stack.ts gives every API function the secret).',
  );
}

// Every API function imports this module through its request chain, so this runs at cold start.
refuseToStartWithoutOriginVerify(process.env);

let fetched: { arn: string; value: Promise<string> } | undefined;

/**
 * The origin-verify value: ORIGIN_VERIFY_SECRET as given (tests), or the Secrets Manager secret
 * ORIGIN_VERIFY_SECRET_ARN read once per container; null when neither is set (the local stack).
 * A configured secret without a value fails closed: every request errors until the operator sets it.
 */
function originVerifySecret(): Promise<string | null> {
  const { ORIGIN_VERIFY_SECRET, ORIGIN_VERIFY_SECRET_ARN } = env();
  if (ORIGIN_VERIFY_SECRET) return Promise.resolve(ORIGIN_VERIFY_SECRET);
  if (!ORIGIN_VERIFY_SECRET_ARN) return Promise.resolve(null);
  if (fetched?.arn !== ORIGIN_VERIFY_SECRET_ARN) {
    const value = secretString(ORIGIN_VERIFY_SECRET_ARN).then((secret) => {
      if (!secret) throw new Error('The origin-verify secret has no value');
      return secret;
    });
    // A failed read is retried by the next request rather than cached for the container's life.
    value.catch(() => {
      if (fetched?.value === value) fetched = undefined;
    });
    fetched = { arn: ORIGIN_VERIFY_SECRET_ARN, value };
  }
  return fetched.value;
}

/** Compares digests, so neither the time taken nor a length check tells how much of the value matched. */
function sameSecret(sent: string | undefined, secret: string): boolean {
  if (sent === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

function headerValue(event: APIGatewayProxyEventV2, name: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * The client's address for limits and the security log. With an origin-verify secret configured, a
 * request without the matching header did not come through CloudFront and is refused
 * (DirectAccessRefused) on every route: none is meant to be reached any other way. A matching request
 * must carry a viewer address CloudFront wrote; a missing or malformed one is a broken edge, not a
 * client's doing, so it fails loudly instead of falling back to the edge server's address.
 */
export async function clientAddress(event: APIGatewayProxyEventV2): Promise<string> {
  const secret = await originVerifySecret();
  if (secret === null) return event.requestContext?.http?.sourceIp ?? '';
  if (!sameSecret(headerValue(event, originVerifyHeader), secret)) throw new AppError('DirectAccessRefused');
  const viewer = headerValue(event, viewerAddressHeader)?.trim() ?? '';
  if (isIP(viewer) === 0) throw new Error(`The edge sent no valid ${viewerAddressHeader} header`);
  return viewer.toLowerCase();
}
