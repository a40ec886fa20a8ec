import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { env, type Env } from '../env';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

type PowertoolsLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';

let powertools: PowertoolsLogger | undefined;

function configuredLevel(): PowertoolsLevel {
  let level: Env['LOG_LEVEL'] = 'info';
  try {
    level = env().LOG_LEVEL;
  } catch {
    // An invalid environment is reported by whoever needs the bad variable; logging goes on at info.
  }
  return level.toUpperCase() as PowertoolsLevel;
}

/**
 * The process's one Powertools logger: JSON lines with level, timestamp, service and, once an
 * invocation's context is added, cold_start and function_request_id. Created on first use and kept
 * in step with LOG_LEVEL (tests change the environment between files).
 */
function root(): PowertoolsLogger {
  const level = configuredLevel();
  if (!powertools) {
    powertools = new PowertoolsLogger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'assetbook', logLevel: level });
  } else if (powertools.getLevelName() !== level) {
    powertools.setLogLevel(level);
  }
  return powertools;
}

/**
 * Puts the Lambda invocation (cold start, function name, Lambda request id) on every line written
 * until the next invocation. One invocation at a time per Lambda instance, so the shared logger is
 * right there; the local dev server may interleave requests, and its lines keep their own requestId.
 */
export function addInvocationContext(context: Context | undefined): void {
  if (context?.awsRequestId) root().addContext(context);
}

/**
 * A logger whose every line carries `base` (request id, route, user and company once known, job
 * fields): the fields live in this object, not in the shared Powertools instance, so concurrent
 * requests of the local dev server never mix them.
 */
export function createLogger(base: Record<string, unknown> = {}): Logger {
  const write = (level: 'debug' | 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) =>
    root()[level](message, { ...base, ...fields });
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ ...base, ...fields }),
  };
}

/** The `error` field of a log line; Powertools writes an Error's name, message, location, stack and cause. */
export function describeError(error: unknown): { error: Error | { name: string; message: string } } {
  if (error instanceof Error) return { error };
  return { error: { name: typeof error, message: String(error) } };
}
