import type { Context } from 'aws-lambda';
import { env, type Env } from '../env';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

type Level = 'debug' | 'info' | 'warn' | 'error';

const rank: Record<Env['LOG_LEVEL'], number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

function configuredLevel(): Env['LOG_LEVEL'] {
  try {
    return env().LOG_LEVEL;
  } catch {
    // An invalid environment is reported by whoever needs the bad variable; logging goes on at info.
    return 'info';
  }
}

/** The Lambda invocation of the lines written now; `cold_start` is true for the instance's first one. */
let invocation: Record<string, unknown> = {};
let invocations = 0;

/**
 * Puts the Lambda invocation (cold start, function name, Lambda request id) on every line written
 * until the next invocation. One invocation at a time per Lambda instance, so a module-level value
 * is right there; the local dev server may interleave requests, and its lines keep their own requestId.
 */
export function addInvocationContext(context: Context | undefined): void {
  if (!context?.awsRequestId) return;
  invocations += 1;
  invocation = {
    cold_start: invocations === 1,
    function_name: context.functionName,
    function_memory_size: Number(context.memoryLimitInMB),
    function_arn: context.invokedFunctionArn,
    function_request_id: context.awsRequestId,
  };
}

/** An Error as a log field: name, message, stack and cause (an error's own fields, e.g. an AWS SDK `$metadata`, too). */
function errorFields(error: Error, depth = 0): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...error, name: error.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined) fields.cause = error.cause instanceof Error && depth < 3 ? errorFields(error.cause, depth + 1) : error.cause;
  return fields;
}

function lineOf(level: Level, message: string, fields: Record<string, unknown>): string {
  const line: Record<string, unknown> = {
    level: level.toUpperCase(),
    message,
    timestamp: new Date().toISOString(),
    service: 'assetbook',
    ...invocation,
  };
  for (const [name, value] of Object.entries(fields)) line[name] = value instanceof Error ? errorFields(value) : value;
  return JSON.stringify(line, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * JSON lines, one per call, as CloudWatch Logs Insights reads them: level, message, timestamp,
 * service, the invocation's fields and the caller's. WARN and ERROR go to stderr. Written here
 * rather than with a logging library: this is all the functions need, and every API bundle is
 * about 20 KB smaller and starts sooner for it (docs/decisions.md, "Logging without a library").
 */
function write(level: Level, message: string, fields: Record<string, unknown>): void {
  if (rank[level] < rank[configuredLevel()]) return;
  const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
  stream.write(`${lineOf(level, message, fields)}\n`);
}

/**
 * A logger whose every line carries `base` (request id, route, user and company once known, job
 * fields): the fields live in this object, so concurrent requests of the local dev server never mix them.
 */
export function createLogger(base: Record<string, unknown> = {}): Logger {
  return {
    debug: (message, fields) => write('debug', message, { ...base, ...fields }),
    info: (message, fields) => write('info', message, { ...base, ...fields }),
    warn: (message, fields) => write('warn', message, { ...base, ...fields }),
    error: (message, fields) => write('error', message, { ...base, ...fields }),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

/** The `error` field of a log line: an Error's name, message, stack and cause, or a described thrown value. */
export function describeError(error: unknown): { error: Error | { name: string; message: string } } {
  if (error instanceof Error) return { error };
  return { error: { name: typeof error, message: String(error) } };
}
