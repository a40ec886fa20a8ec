import { afterAll, beforeAll, vi } from 'vitest';
import { resetEnv } from '../../functions/lib/env';

/**
 * Unit and integration test files share a worker's module registry and process (vitest.config.ts,
 * isolate: false): each file leaves the environment, mocks, timers and globals as it found them.
 */
let saved: Record<string, string | undefined> = {};

beforeAll(() => {
  saved = { ...process.env };
});

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  resetEnv();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
