import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTime', () => {
  it('says now for the last minute and for a clock slightly ahead', () => {
    expect(relativeTime(ago(20_000), now, 'en')).toBe('now');
    expect(relativeTime(ago(-5_000), now, 'en')).toBe('now');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(ago(5 * minute), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * hour + 10 * minute), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(day + hour), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * day), now, 'en')).toBe('3 days ago');
  });

  it('gives the date after a week', () => {
    expect(relativeTime('2026-11-01T12:00:00Z', now, 'en')).toBe('Nov 1, 2026');
  });

  it('speaks the reader’s language (ua is Ukrainian)', () => {
    expect(relativeTime(ago(5 * minute), now, 'ua')).toBe('5 хвилин тому');
    expect(relativeTime(ago(5 * minute), now, 'ru')).toBe('5 минут назад');
    expect(relativeTime(ago(5 * minute), now, 'pl')).toBe('5 minut temu');
    expect(relativeTime(ago(day + hour), now, 'ua')).toBe('учора');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});
