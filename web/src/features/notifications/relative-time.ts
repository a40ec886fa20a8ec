import type { Language } from '../../../../shared/i18n/languages';
import { languageTag } from '../../i18n/language';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * When a notification came, as people say it: "now", "5 minutes ago", "yesterday", "3 days ago";
 * older than a week, the date itself. A time slightly ahead of this clock counts as now.
 */
export function relativeTime(iso: string, now: number, language: Language): string {
  const tag = languageTag(language);
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const ago = Math.max(0, now - time);
  const format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  if (ago < minute) return format.format(0, 'second');
  if (ago < hour) return format.format(-Math.floor(ago / minute), 'minute');
  if (ago < day) return format.format(-Math.floor(ago / hour), 'hour');
  if (ago < 7 * day) return format.format(-Math.floor(ago / day), 'day');
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(time);
}
