import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest in a whole run (15 s or more on the 2-core machine, measured in a
 * clean-clone run on 2026-12-06), slowest first. Vitest runs the files it has timed before longest
 * first, but a clean clone (CI) has no timings: it ran by file size, and a long file with a small
 * source (the permissions matrix, 24 s) started last, with the other workers idle for most of it.
 * Add a file here when it joins them.
 */
export const slowFiles = [
  'test/e2e/counting-offline.test.ts',
  'test/e2e/items-bulk.test.ts',
  'test/e2e/labels-bind-many.test.ts',
  'test/e2e/auth-journeys.test.ts',
  'test/e2e/first-hour.test.ts',
  'test/e2e/scan.test.ts',
  'test/e2e/stocktaking.test.ts',
  'test/e2e/security-headers.test.ts',
  'test/e2e/second-factor.test.ts',
  'test/e2e/phone-shell.test.ts',
  'test/e2e/phone-pages.test.ts',
  'test/infra/bundles.test.ts',
  'test/e2e/bookings-calendar.test.ts',
  'test/integration/item-labels-bulk.test.ts',
  'test/integration/item-packed-orders.test.ts',
  'test/integration/item-import.test.ts',
  'test/e2e/users-inactive.test.ts',
  'test/integration/permissions-matrix.test.ts',
  'test/e2e/items-list-url.test.ts',
  'test/e2e/analytics.test.ts',
  'test/integration/labels.test.ts',
  'test/e2e/integration-tokens.test.ts',
  'test/e2e/users-roles.test.ts',
  'test/e2e/items-inactive.test.ts',
  'test/e2e/payments.test.ts',
  'test/e2e/depreciation.test.ts',
  'test/e2e/bookings.test.ts',
  'test/e2e/sticker-orders.test.ts',
  'test/e2e/maintenance-selection.test.ts',
  'test/e2e/maintenance.test.ts',
  'test/infra/grants.test.ts',
  'test/e2e/labels.test.ts',
  'test/e2e/tour.test.ts',
  'test/integration/item-bulk-job.test.ts',
  'test/e2e/maintenance-edit.test.ts',
  'test/integration/stocktaking.test.ts',
  'test/e2e/notifications.test.ts',
  'test/e2e/maintenance-done.test.ts',
  'test/e2e/items.test.ts',
  'test/infra/edge.test.ts',
];

/** Vitest's own order, with the files above moved to the front in their order. */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowFiles.indexOf(relative(this.ctx.config.root, file.moduleId).split('\\').join('/'));
      return index === -1 ? slowFiles.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
