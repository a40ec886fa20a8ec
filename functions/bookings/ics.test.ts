import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcDateTime, writeCalendar, type CalendarEvent } from './ics';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'b1@bookings.assetbook',
  start: '2027-03-10T08:00:00.000Z',
  end: '2027-03-10T16:30:00.000Z',
  summary: 'Projector, Tripod — Ann Lee',
  description: null,
  cancelled: false,
  updated: '2027-03-01T12:00:00.000Z',
  sequence: 0,
  ...overrides,
});

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes instants as UTC date-times', () => {
    expect(utcDateTime('2027-03-10T08:05:09.123Z')).toBe('20270310T080509Z');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'Проектор '.repeat(20)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('ends every line with CRLF and is read back by ical.js: events, UTC times, text and cancellation', () => {
    const text = writeCalendar('My bookings', [
      event({ summary: 'Drill; saw, and “ladder” ×2 — Іван Петренко'.repeat(3), description: 'Site A\nGate 2, by the café' }),
      event({ uid: 'b2@bookings.assetbook', cancelled: true, sequence: 1 }),
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [first, second] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(first!.uid).toBe('b1@bookings.assetbook');
    expect(first!.summary).toBe('Drill; saw, and “ladder” ×2 — Іван Петренко'.repeat(3));
    expect(first!.description).toBe('Site A\nGate 2, by the café');
    expect(first!.startDate.toJSDate().toISOString()).toBe('2027-03-10T08:00:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2027-03-10T16:30:00.000Z');
    expect(first!.startDate.zone?.tzid).toBe('UTC');
    expect(first!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(second!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(second!.sequence).toBe(1);
  });
});
