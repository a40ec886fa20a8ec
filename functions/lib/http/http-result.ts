import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * An operation's answer that is not JSON (a redirect, a small page): the domain handler sends it as
 * it is instead of serialising it.
 */
const rawAnswer = Symbol('rawAnswer');

export interface HttpResult {
  [rawAnswer]: APIGatewayProxyStructuredResultV2;
}

export function httpResult(answer: APIGatewayProxyStructuredResultV2): HttpResult {
  return { [rawAnswer]: answer };
}

export function rawAnswerOf(value: unknown): APIGatewayProxyStructuredResultV2 | undefined {
  return typeof value === 'object' && value !== null && rawAnswer in value ? (value as HttpResult)[rawAnswer] : undefined;
}

/** A 302 to `location`, never cached (it usually carries a short-lived signature). */
export function redirectTo(location: string): HttpResult {
  return httpResult({ statusCode: 302, headers: { location, 'cache-control': 'no-store' }, body: '' });
}
