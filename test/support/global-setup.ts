import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../functions/lib/auth/password';
import type { LocalEndpoints } from '../../infra/local/bootstrap';
import { startFlitt } from '../../infra/local/flitt-sandbox';
import { password } from './credentials';
import { startDynamo, startNovaPoshta, startS3, startPush, startSes, startSms, startSqs, type RunningService } from '../../infra/local/services';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: LocalEndpoints;
    /** The test password hashed once per run at cheap parameters, for accounts written straight to the table. */
    passwordHash: string;
  }
}

interface SharedStack {
  users: number;
  ready: Promise<{ endpoints: LocalEndpoints; passwordHash: string; stop(): Promise<void> }>;
}

/** The run's one local stack, on the main process's globalThis: each project loads this file on its own. */
const key = Symbol.for('assetbook.test.localStack');
const holder = globalThis as typeof globalThis & { [key]?: SharedStack };

async function startStack(): Promise<{ endpoints: LocalEndpoints; passwordHash: string; stop(): Promise<void> }> {
  // The local machine may run Node 20 (the Lambdas run 22); the SDK's notice about it is known.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'assetbook-s3-'));
  const services: RunningService[] = await Promise.all([
    startDynamo(),
    startS3({ dataDir: s3Dir }),
    startSqs(),
    startSes(),
    startSms(),
    startPush(),
    startNovaPoshta(),
    startFlitt(),
  ]);
  const [dynamodb, s3, sqs, ses, sns, push, novaPoshta, flitt] = services.map((service) => service.endpoint) as [string, string, string, string, string, string, string, string];
  return {
    endpoints: { dynamodb, s3, sqs, ses, sns, push, novaPoshta, flitt },
    // At N=2^10 (1 MiB) instead of the product's 2^17: signing in as such an account costs about 5 ms
    // instead of 0.6 s. The product verifies a hash at whatever parameters it stores.
    passwordHash: await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
    stop: async () => {
      await Promise.allSettled(services.map((service) => service.stop()));
      rmSync(s3Dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the local stack once per test run: DynamoDB Local in memory, s3rver on a temporary
 * directory, the SQS emulator, the SES mail catcher, the SMS outbox, the push outbox and the Flitt
 * sandbox, all on free ports. The projects that use it (integration, its isolated files, e2e) share
 * it: a JVM warming up for DynamoDB Local costs about 9 CPU-seconds. Each test file then gets its own
 * table, buckets and queues (table-per-file.ts); the stack stops when the last project is done.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[key] ??= { users: 0, ready: startStack() });
  shared.users += 1;
  const stack = await shared.ready;
  project.provide('localStack', stack.endpoints);
  project.provide('passwordHash', stack.passwordHash);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[key];
    await stack.stop();
  };
}
