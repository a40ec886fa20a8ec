import { describe, expect, it } from 'vitest';
import { languages } from '../../../../shared/i18n/languages';
import { notificationTypes, type Notification, type NotificationType } from '../../../../shared/schemas/notifications';
import { notifications } from '../../i18n/locales/notifications';
import { fill, notificationText, wordingOf } from './wording';

/** Every key path of a messages object, nested ones dotted. */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const of = (type: NotificationType, params: Notification['params'] = {}, userName: string | null = 'Olena Koval'): Notification => ({
  _id: 'n1',
  type,
  userName,
  userEmail: userName ? 'olena@example.com' : null,
  link: null,
  read: false,
  params,
  createdAt: '2026-11-22T10:00:00.000Z',
});

/** A full set of params for each type: the texts that name them. */
const fullParams: Record<NotificationType, Notification['params']> = {
  stocktaking_finished: { title: 'Warehouse 2026' },
  transfer_waiting: { title: 'Drill', count: 1 },
  transfer_accepted: { title: 'Drill', count: 3 },
  transfer_rejected: { title: 'Drill', count: 1 },
  import_done: { title: 'items.xlsx' },
  import_failed: { title: 'items.xlsx' },
  report_done: { title: 'Items' },
  report_failed: { title: 'Items' },
  plan_limit_near: { kind: 'items', used: 80, limit: 100 },
  plan_limit_reached: { kind: 'users', used: 5, limit: 5 },
  subscription_ending: { date: '2026-12-01T00:00:00.000Z' },
  subscription_ended: { date: '2026-12-01', plan: 'optimal', period: 'paid' },
  item_found: { title: 'Ladder', code: 'K7Q2M9X4TR', message: 'Left it with the guard', contact: '+380501234567' },
  maintenance_due: { title: 'Oil change', item: 'Forklift', date: '2027-03-10', days: 3 },
  booking_ending: { items: 'Projector', end: '2027-03-10T16:00:00.000Z' },
  booking_overdue: { items: 'Projector', end: '2027-03-10T16:00:00.000Z' },
};

describe('notification texts', () => {
  it('has the same keys in every language', () => {
    const reference = keyPaths(notifications.en).sort();
    for (const language of languages) expect(keyPaths(notifications[language]).sort()).toEqual(reference);
  });

  it('names every type in the e-mail settings', () => {
    for (const language of languages) expect(Object.keys(notifications[language].types).sort()).toEqual([...notificationTypes].sort());
  });

  for (const language of languages) {
    describe(language, () => {
      for (const type of notificationTypes) {
        it(`words ${type} with its params and without them, leaving no place unfilled`, () => {
          for (const params of [fullParams[type], {}]) {
            const text = notificationText(of(type, params), language);
            expect(text.trim()).not.toBe('');
            expect(text).not.toMatch(/{{|}}|undefined|NaN|«»/);
          }
        });
      }

      it('names who did it, and someone when nobody is known', () => {
        expect(notificationText(of('stocktaking_finished', { title: 'Q4' }), language)).toContain('Olena Koval');
        expect(notificationText(of('stocktaking_finished', { title: 'Q4' }), language)).toContain('«Q4»');
        expect(notificationText(of('transfer_waiting', {}, null), language)).toContain(notifications[language].someone);
      });

      it('names the plan limit and the count used', () => {
        const text = notificationText(of('plan_limit_near', { kind: 'items', used: 80, limit: 100 }), language);
        expect(text).toContain('80');
        expect(text).toContain('100');
      });
    });
  }

  it('words each type in English as users read it', () => {
    const en = (type: NotificationType, params: Notification['params'] = fullParams[type]) => notificationText(of(type, params), 'en');
    expect(en('stocktaking_finished')).toBe('Olena Koval finished the stocktaking «Warehouse 2026»');
    expect(en('transfer_waiting')).toBe('Olena Koval is handing you «Drill»: accept or reject it');
    expect(en('transfer_accepted')).toBe('Olena Koval accepted «Drill» (+2)');
    expect(en('transfer_rejected', { count: 4 })).toBe('Olena Koval rejected your items (4)');
    expect(en('import_done')).toBe('The import of «items.xlsx» is done');
    expect(en('import_failed', {})).toBe('The import of items failed');
    expect(en('report_done')).toBe('The report «Items» is ready');
    expect(en('report_failed', {})).toBe('Your report could not be built');
    expect(en('plan_limit_near')).toBe('80 of 100 items of your plan are used');
    expect(en('plan_limit_reached')).toBe('Your plan’s limit of 5 users is reached');
    expect(en('plan_limit_reached', { kind: 'rooms', limit: 5 })).toBe('Your plan’s limit is reached');
    expect(en('subscription_ending')).toBe('Your subscription ends on December 1, 2026');
    expect(en('subscription_ending', { date: 'soon' })).toBe('Your subscription ends soon');
    expect(en('subscription_ending', { date: '2026-12-01', period: 'trial' })).toBe('Your trial ends on December 1, 2026; then the company moves to the Free plan');
    expect(en('subscription_ending', { date: '2026-12-01', period: 'paid' })).toBe('Your paid period ends on December 1, 2026; pay to keep access');
    expect(en('subscription_ended')).toBe('Your paid period has ended: access is suspended until payment');
    expect(en('subscription_ended', { period: 'trial' })).toBe('Your trial has ended: the company is on the Free plan now');
  });

  it('words a date in the reader’s language', () => {
    expect(notificationText(of('subscription_ending', { date: '2026-12-01' }), 'pl')).toContain('grudnia 2026');
    expect(notificationText(of('subscription_ending', { date: '2026-12-01' }), 'ua')).toContain('грудня 2026');
  });

  it('falls back to the e-mail when the name is missing', () => {
    expect(notificationText({ ...of('transfer_waiting', { title: 'Drill' }), userName: null }, 'en')).toContain('olena@example.com');
  });

  it('reads the params under either name the server uses', () => {
    const en = (type: NotificationType, params: Notification['params']) => notificationText(of(type, params), 'en');
    expect(en('transfer_waiting', { title: 'Drill', count: 3 })).toBe('Olena Koval is handing you «Drill» (+2): accept or reject them');
    expect(en('transfer_accepted', { count: 2 })).toBe('Olena Koval accepted your items (2)');
    expect(en('import_done', { fileName: 'stock.xlsx', count: 40 })).toBe('The import of «stock.xlsx» is done');
    expect(en('plan_limit_near', { kind: 'users', used: 8, limit: 10 })).toBe('8 of 10 users of your plan are used');
    expect(en('plan_limit_reached', { kind: 'items', used: 100, limit: 100 })).toBe('Your plan’s limit of 100 items is reached');
    expect(en('subscription_ending', { date: '2026-12-01', days: 9 })).toBe('Your subscription ends on December 1, 2026');
  });

  it('picks a text whose params are all there', () => {
    expect(wordingOf(of('plan_limit_near', { kind: 'users', limit: 10 }), 'en').key).toBe('plan_limit_near');
    expect(wordingOf(of('plan_limit_reached', { kind: 'users', limit: 10 }), 'en')).toEqual({ key: 'plan_limit_reached_users', values: { limit: 10 } });
    expect(wordingOf(of('transfer_waiting', { title: '  ' }), 'en').key).toBe('transfer_waiting_untitled');
  });

  it('words a found item with the finder’s message, the contact when left, and cuts a long message', () => {
    const en = (params: Notification['params']) => notificationText(of('item_found', params, null), 'en');
    expect(en(fullParams.item_found)).toBe('Someone found «Ladder» and wrote: «Left it with the guard». Contact: +380501234567');
    expect(en({ title: 'Ladder', message: 'At the gate' })).toBe('Someone found «Ladder» and wrote: «At the gate»');
    expect(en({ message: 'At the gate' })).toBe('Someone found an item of your company');
    const long = en({ title: 'Ladder', message: 'x'.repeat(1000) });
    expect(long.length).toBeLessThan(260);
    expect(long).toContain('…»');
  });

  it('fills places and leaves unknown ones as they are', () => {
    expect(fill('{{a}} and {{ b }} but {{c}}', { a: 1, b: 'two' })).toBe('1 and two but {{c}}');
  });
});
