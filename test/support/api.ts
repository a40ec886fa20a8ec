import { invokeApi } from '../../infra/local/gateway';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

/**
 * Calls the API the way API Gateway would: the request goes through the route table into the same
 * domain handler module the CDK deploys.
 */
export async function api<T = any>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string;
    token?: string;
    lang?: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    sourceIp?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const result = await invokeApi({
    method,
    path: `/api/v1${path}`,
    query: new URLSearchParams(options.query),
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    sourceIp: options.sourceIp,
  });
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    body: text ? JSON.parse(text) : undefined,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)])),
  };
}
