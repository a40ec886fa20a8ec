import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { resetEnv } from '../../functions/lib/env';
import { bootstrapResources } from '../../infra/local/bootstrap';
import { signingKeysEnvironment } from '../../infra/local/signing-keys';

/**
 * Gives the calling test file its own table, buckets and queues on the shared local stack and
 * points the functions' environment at them. Returns the environment it set.
 */
export async function isolatedEnvironment(appUrl = 'http://localhost:3000'): Promise<Record<string, string>> {
  const endpoints = inject('localStack');
  const id = randomUUID().slice(0, 8);
  const environment = {
    ...(await bootstrapResources({ endpoints, tableName: `test-${id}`, prefix: `t-${id}-`, appUrl })),
    MAIL_FROM: 'Assetbook <no-reply@assetbook.test>',
    SUPPORT_EMAIL: 'support@assetbook.test',
    ...signingKeysEnvironment(),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Passwords set through the API (sign-up, reset, invitations) hash at N=2^10 instead of 2^17:
    // the same code, without a third of a CPU-second per hash (docs/testing.md).
    PASSWORD_KDF_LOG2N: '10',
  };
  Object.assign(process.env, environment);
  resetEnv();
  return environment;
}
