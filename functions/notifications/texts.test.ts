import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n/languages';
import { notificationTypes } from '../../shared/schemas/notifications';
import { notificationTexts } from './texts';

/** The params each raise point sends (docs/notifications.md, "Raised by"). */
const raised = {
  stocktaking_finished: { title: 'Warehouse', found: 9, missing: 1, unexpected: 2 },
  transfer_waiting: { count: 2, title: 'Toolbox' },
  transfer_accepted: { count: 2, title: 'Toolbox' },
  transfer_rejected: { count: 2, title: 'Toolbox' },
  import_done: { fileName: 'items.xlsx', count: 3 },
  import_failed: { fileName: 'items.xlsx', errorKind: 'data', errorCount: 2, itemsCreated: 0 },
  report_done: { email: 'a@b.c', rows: 12, fileName: 'items.xlsx' },
  report_failed: { email: 'a@b.c' },
  plan_limit_near: { kind: 'users', used: 40, limit: 50 },
  plan_limit_reached: { kind: 'items', used: 10_000, limit: 10_000 },
  subscription_ending: { date: '2026-11-25', plan: 'optimal', days: 3 },
};

describe('notification texts', () => {
  it.each(languages)('word every type in %s from the params its raise point sends', (language) => {
    for (const type of notificationTypes) {
      const { title, body } = notificationTexts[language][type](raised[type], 'Ann Lee');
      expect(title.length, type).toBeGreaterThan(0);
      expect(body, type).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('name the numbers users look for', () => {
    expect(notificationTexts.en.plan_limit_near(raised.plan_limit_near, null).body).toContain('40/50 users');
    expect(notificationTexts.en.plan_limit_reached(raised.plan_limit_reached, null).body).toContain('10000 items');
    expect(notificationTexts.en.transfer_waiting(raised.transfer_waiting, 'Ann Lee').body).toContain('items: 2');
    expect(notificationTexts.en.import_done(raised.import_done, null).body).toContain('items: 3');
    expect(notificationTexts.en.subscription_ending(raised.subscription_ending, null).body).toContain('2026-11-25');
  });
});
