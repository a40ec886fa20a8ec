import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { SlowestFirst } from './test/support/slowest-first';

/**
 * Unit tests that need a module registry of their own: the OpenAPI generator's tests (it builds every schema
 * eagerly, shared/schemas/eager.ts, which other tests must not inherit) and files that replace a
 * module with vi.mock, which a registry shared with earlier files may already hold as it is.
 */
const isolatedUnitTests = ['functions/meta/openapi*.test.ts', 'functions/lib/http/client-address.test.ts', 'web/src/features/notifications/push.test.ts'];

/**
 * Integration tests that need a module registry of their own: files that point an AWS service at a
 * stand-in of their own (AWS_ENDPOINT_URL_*), which the SDK clients a shared registry already made
 * would not see.
 */
const isolatedIntegrationTests = ['test/integration/auth-upstream-failures.test.ts'];

/**
 * One command runs every kind of test. Unit tests sit beside the code; integration and browser
 * tests start the local stack themselves (test/support/global-setup.ts).
 */
export default defineConfig({
  test: {
    // Every kind in one pool: browser and integration tests wait on Chromium and DynamoDB Local
    // much of the time, so one worker more than the cores keeps them busy (on 2 cores the browser
    // tests took 285 s with three workers against 358 s with two, docs/benchmarks.md).
    maxWorkers: Math.max(3, availableParallelism() + 1),
    // The longest files start first, also on a clean clone with no timings of its own (test/support/slowest-first.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'test/spec/**/*.test.ts', 'test/architecture/**/*.test.ts'],
          exclude: [...isolatedUnitTests, ...configDefaults.exclude],
          setupFiles: ['test/support/file-reset.ts'],
          environment: 'node',
          // One module registry per worker instead of one per file (a quarter of the time); each file
          // leaves the environment and mocks as it found them (file-reset.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: isolatedUnitTests,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: [...isolatedIntegrationTests, ...configDefaults.exclude],
          globalSetup: ['test/support/global-setup.ts'],
          // Each file gets a table, buckets and queues of its own (table-per-file.ts) but shares the
          // worker's module registry, as the unit tests do: the handlers' modules are imported once
          // per worker instead of once per file (the integration files took 22 % less CPU).
          setupFiles: ['test/support/file-reset.ts', 'test/support/table-per-file.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-isolated',
          include: isolatedIntegrationTests,
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/table-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          globalSetup: ['test/support/cdk-scratch.ts'],
          // One module registry per worker, so the synthesized apps are shared (test/support/cdk.ts).
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts', 'test/support/web-build.ts'],
          // A worker's browser files share its module registry and its Chromium (test/e2e/browser.ts):
          // the local front door's handlers are imported, and Chromium started, once per worker
          // instead of once per file. Each file still has its own table, buckets, queues and server.
          setupFiles: ['test/support/file-reset.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a page shows after a call settles in well under a second on a quiet machine; a loaded
          // one (two cores, DynamoDB Local and Chromium beside the tests) may take a few.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
