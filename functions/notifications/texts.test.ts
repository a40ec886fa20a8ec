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
  report_done: { email: 'a@b.c', rows: 12, fileName: 'items.xlsx', days: 7 },
  report_failed: { email: 'a@b.c' },
  plan_limit_near: { kind: 'users', used: 40, limit: 50 },
  plan_limit_reached: { kind: 'items', used: 10_000, limit: 10_000 },
  subscription_ending: { date: '2026-11-25', plan: 'optimal', days: 3, period: 'trial' },
  subscription_ended: { date: '2026-11-25', plan: 'optimal', period: 'paid' },
  item_found: { title: 'Ladder', code: 'K7Q2M9X4TR', message: 'Left it with the guard', contact: '+380501234567' },
  maintenance_due: { title: 'Oil change', item: 'Forklift', date: '2027-03-10', days: 3 },
  booking_ending: { items: 'Projector, Tripod', end: '2027-03-10T16:00:00.000Z' },
  booking_overdue: { items: 'Projector', end: '2027-03-10T16:00:00.000Z' },
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

  it.each(languages)('in %s, the item list report\'s e-mail downloads it (its link is the download); a stocktaking report\'s opens its page', (language) => {
    const list = notificationTexts[language].report_done(raised.report_done, null);
    expect(list.button).toBeTruthy();
    expect(list.body).toContain('7');
    const stocktaking = notificationTexts[language].report_done({ title: 'Warehouse' }, null);
    expect(stocktaking.button).toBeUndefined();
    expect(stocktaking.body).not.toContain('7');
  });

  it.each(languages)('in %s, tell a trial that ends from a paid period that ends', (language) => {
    const texts = notificationTexts[language];
    const texted = (type: 'subscription_ending' | 'subscription_ended', period: string) => texts[type]({ ...raised[type], period }, null);
    for (const type of ['subscription_ending', 'subscription_ended'] as const) {
      const trial = texted(type, 'trial');
      const paid = texted(type, 'paid');
      expect(trial.body, type).toContain('Free');
      expect(trial.body, type).toContain('2026-11-25');
      expect(paid.body, type).toContain('2026-11-25');
      expect(paid.title, type).not.toBe(trial.title);
    }
  });

  it('words a maintenance reminder before, on and after its day', () => {
    const en = notificationTexts.en.maintenance_due;
    expect(en(raised.maintenance_due, null)).toEqual({ title: 'Maintenance coming up', body: 'Oil change “Forklift”: due in 3 day(s) on 2027-03-10.' });
    expect(en({ ...raised.maintenance_due, days: 0 }, null).title).toBe('Maintenance due today');
    expect(en({ ...raised.maintenance_due, days: -2 }, null).body).toBe('Oil change “Forklift”: overdue since 2027-03-10.');
  });

  it('words the period in English as users read it', () => {
    expect(notificationTexts.en.subscription_ending({ ...raised.subscription_ending, period: 'trial' }, null)).toEqual({
      title: 'Trial ending',
      body: "Your company's free trial of the Optimal plan ends on 2026-11-25. After that the company moves to the Free plan (its data stays); pay for a plan to keep every feature.",
    });
    expect(notificationTexts.en.subscription_ending({ ...raised.subscription_ending, period: 'paid' }, null).body).toContain('access to the admin panel and the mobile app will be suspended');
    expect(notificationTexts.en.subscription_ended(raised.subscription_ended, null).body).toContain('suspended until the plan is paid');
  });
});
