/**
 * A minimal iCalendar (RFC 5545) writer for the bookings feed: VCALENDAR with one VEVENT per booking,
 * times in UTC (the `Z` form needs no VTIMEZONE), TEXT values escaped (section 3.3.11) and content
 * lines folded at 75 octets with CRLF and a leading space (section 3.1), never inside a UTF-8 character.
 */

export interface CalendarEvent {
  uid: string;
  /** UTC ISO instants. */
  start: string;
  end: string;
  summary: string;
  description?: string | null;
  cancelled: boolean;
  /** When the booking last changed (DTSTAMP, LAST-MODIFIED), and how often (SEQUENCE). */
  updated: string;
  sequence: number;
}

const maxOctets = 75;

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** An instant as a UTC DATE-TIME: 20260110T080000Z. */
export function utcDateTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** One content line folded into lines of at most 75 octets; continuation lines start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation line's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.updated)}`,
    `LAST-MODIFIED:${utcDateTime(event.updated)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole calendar, CRLF after every content line. */
export function writeCalendar(name: string, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Assetbook//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
