import path from 'node:path';
import { domains, type Domain } from '../../shared/routes';
import { queues, type QueueName } from '../../shared/resources';
import { domainEntry, lambdaContext, loadHandler } from './gateway';

/**
 * What `npm run invoke` runs: one handler, named as a domain (auth, users, company, meta, ...) or a
 * worker (item-upload, report, stocktaking-jobs, notification, ...), on one event, with the Lambda
 * context the deployed function would get. test/integration/events.test.ts drives every file of
 * events/ through it.
 */

export const workerNames: Record<string, string> = Object.fromEntries(
  (Object.keys(queues) as QueueName[]).map((name) => [path.basename(queues[name].worker, '.worker.ts'), queues[name].worker]),
);

export const functionNames = [...domains, ...Object.keys(workerNames)];

/** The handler module of a function name, or null for a name that is neither a domain nor a worker. */
export function entryOf(name: string): string | null {
  if ((domains as readonly string[]).includes(name)) return domainEntry(name as Domain);
  return workerNames[name] ?? null;
}

export async function invokeEvent(name: string, event: unknown): Promise<unknown> {
  const entry = entryOf(name);
  if (!entry) throw new Error(`Unknown function "${name}"`);
  const handler = await loadHandler(entry);
  return handler(event, lambdaContext(name));
}
