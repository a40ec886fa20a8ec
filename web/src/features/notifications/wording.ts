import type { Language } from '../../../../shared/i18n/languages';
import type { Notification } from '../../../../shared/schemas/notifications';
import { languageTag } from '../../i18n/language';
import { notifications, type NotificationsMessages } from '../../i18n/locales/notifications';

export type TextKey = keyof NotificationsMessages['text'];
type Values = Record<string, string | number>;
type Wordable = Pick<Notification, 'type' | 'params' | 'userName' | 'userEmail'>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
const count = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/**
 * Which text of a notification to show and the values it names. The server sends the type and the
 * params it knows (docs/notifications-web.md); a text that names a param is chosen only when that
 * param is there, so a notification never shows an empty «».
 */
export function wordingOf(notification: Wordable, language: Language): { key: TextKey; values: Values } {
  const { type, params } = notification;
  const title = text(params.title);
  switch (type) {
    case 'stocktaking_finished':
      return title ? { key: type, values: { title } } : { key: 'stocktaking_finished_untitled', values: {} };
    case 'transfer_waiting':
    case 'transfer_accepted':
    case 'transfer_rejected': {
      const items = count(params.count) ?? 1;
      if (!title) return { key: `${type}_untitled`, values: { items } };
      return items > 1 ? { key: `${type}_more`, values: { title, more: items - 1 } } : { key: type, values: { title } };
    }
    case 'import_done':
    case 'import_failed': {
      const file = title ?? text(params.fileName);
      return file ? { key: `${type}_titled`, values: { title: file } } : { key: type, values: {} };
    }
    case 'report_done':
    case 'report_failed':
      return title ? { key: `${type}_titled`, values: { title } } : { key: type, values: {} };
    case 'plan_limit_near':
    case 'plan_limit_reached': {
      // { kind: 'items' | 'users', used, limit } (docs/notifications.md, "Raised by").
      const kind = params.kind === 'items' || params.kind === 'users' ? params.kind : undefined;
      const used = count(params.used);
      const limit = count(params.limit);
      if (!kind || limit === undefined || (type === 'plan_limit_near' && used === undefined)) return { key: type, values: {} };
      return { key: `${type}_${kind}`, values: { limit, ...(used === undefined ? {} : { used }) } };
    }
    case 'subscription_ending': {
      const date = text(params.date);
      const time = date ? Date.parse(date) : NaN;
      if (Number.isNaN(time)) return { key: type, values: {} };
      // { date, plan, days, period: 'trial' | 'paid' }; reminders raised before periods were told apart have no period.
      const key = params.period === 'trial' || params.period === 'paid' ? (`subscription_ending_${params.period}_dated` as const) : 'subscription_ending_dated';
      return { key, values: { date: new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(time) } };
    }
    case 'subscription_ended':
      return { key: params.period === 'trial' || params.period === 'paid' ? `subscription_ended_${params.period}` : type, values: {} };
    case 'item_found': {
      // { title, code, message, contact? } (docs/found-items.md); a long message is cut for the bell.
      const message = clipped(text(params.message) ?? '', 200);
      const contact = text(params.contact);
      if (!title || !message) return { key: 'item_found_untitled', values: {} };
      return contact ? { key: 'item_found_contact', values: { title, message, contact } } : { key: type, values: { title, message } };
    }
    case 'maintenance_due': {
      // { title, item, date, days } (docs/maintenance.md): days to the due date, 0 on the day, negative when caught up late.
      const item = text(params.item);
      const date = text(params.date);
      const days = typeof params.days === 'number' ? params.days : Number(params.days);
      if (!title || !item || !date || !Number.isFinite(days)) return { key: type, values: {} };
      if (days > 0) return { key: 'maintenance_due_soon', values: { title, item, date, days } };
      return { key: days < 0 ? 'maintenance_due_late' : 'maintenance_due_today', values: { title, item, date } };
    }
    case 'booking_ending':
    case 'booking_overdue': {
      // { items, end } (docs/bookings.md): the items still out and the booking's end, a UTC instant shown in the reader's zone.
      const items = text(params.items);
      const end = text(params.end);
      const time = end ? Date.parse(end) : NaN;
      if (!items || Number.isNaN(time)) return { key: type, values: {} };
      return { key: `${type}_items`, values: { items, end: new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeStyle: 'short' }).format(time) } };
    }
  }
}

/** The text cut to `max` characters, with an ellipsis when cut. */
export function clipped(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

/** Puts the values into a text's `{{name}}` places (the same syntax i18next reads). */
export function fill(template: string, values: Values): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/** A notification's text in a language: who did what, from its type, params and userName. */
export function notificationText(notification: Wordable, language: Language): string {
  const messages = notifications[language];
  const { key, values } = wordingOf(notification, language);
  const user = text(notification.userName) ?? text(notification.userEmail) ?? messages.someone;
  return fill(messages.text[key], { user, ...values });
}
