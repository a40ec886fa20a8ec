import { beforeAll } from 'vitest';
import { isolatedEnvironment } from './local-env';

// Every integration test file runs against its own table, buckets and queues.
beforeAll(async () => {
  await isolatedEnvironment();
});
