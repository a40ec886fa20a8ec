import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import type { LocalEndpoints } from '../../infra/local/bootstrap';
import { startFlitt } from '../../infra/local/flitt-sandbox';
import { startDynamo, startNovaPoshta, startS3, startPush, startSes, startSms, startSqs, type RunningService } from '../../infra/local/services';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: LocalEndpoints;
  }
}

/**
 * Starts the local stack once per test run: DynamoDB Local in memory, s3rver on a temporary
 * directory, the SQS emulator, the SES mail catcher, the SMS outbox, the push outbox and the Flitt sandbox, all on free ports. Each test file then gets
 * its own table, buckets and queues (table-per-file.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
  project.provide('localStack', { dynamodb, s3, sqs, ses, sns, push, novaPoshta, flitt });
  return async () => {
    await Promise.allSettled(services.map((service) => service.stop()));
    rmSync(s3Dir, { recursive: true, force: true });
  };
}
