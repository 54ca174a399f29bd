// An iCalendar writer (RFC 5545) for the site's activities and fairs: text escaped (§3.3.11),
// lines folded at 75 octets on character boundaries (§3.1), CRLF line ends, Beijing wall-clock
// times with TZID=Asia/Shanghai and its VTIMEZONE. Hand-written: decision 0024 says why.

/** A timed event in Beijing time (`yyyy-MM-dd HH:mm[:ss]`, as the API gives it), or whole days (`yyyy-MM-dd`). */
export type CalendarWhen = { time: string } | { date: string };

export interface CalendarEvent {
  /** Globally unique and stable across renders (RFC 5545 §3.8.4.7). */
  uid: string;
  summary: string;
  start: CalendarWhen;
  /** For whole days: the last day of the event (inclusive); written as the day after (§3.6.1). */
  end: CalendarWhen;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  status?: 'CONFIRMED' | 'CANCELLED';
}

export interface Calendar {
  name: string;
  /** How often a subscriber should refresh (RFC 7986 REFRESH-INTERVAL), for a subscribable feed. */
  refresh?: string;
  events: CalendarEvent[];
  /** DTSTAMP: when this file was made (UTC). */
  stamp: Date;
  /** PRODID: the council's (its identity's calendar.prodid). */
  prodid: string;
}

export const TIME_ZONE = 'Asia/Shanghai';

// China has kept UTC+8 without daylight saving since 1991: one STANDARD rule covers every date the site shows.
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19910915T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11); control characters other than newlines are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds one content line into lines of at most 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const digits = (s: string) => s.replace(/\D/g, '');

/** `2026-12-01 09:00` → `20261201T090000` (a Beijing wall-clock time, written as it is). */
function wallClock(time: string): string {
  const d = digits(time);
  return `${d.slice(0, 8)}T${d.slice(8, 14).padEnd(6, '0')}`;
}

function dayAfter(date: string): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function when(name: 'DTSTART' | 'DTEND', value: CalendarWhen): string {
  if ('time' in value) return `${name};TZID=${TIME_ZONE}:${wallClock(value.time)}`;
  return `${name};VALUE=DATE:${digits(name === 'DTEND' ? dayAfter(value.date) : value.date.slice(0, 10))}`;
}

export function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

function eventLines(e: CalendarEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`, when('DTSTART', e.start), when('DTEND', e.end)];
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  // A URL is no TEXT value (no escaping), so a line break in one (a CMS's linkUrl) would
  // start a property of its own: control characters go.
  if (e.url) lines.push(`URL:${e.url.replace(/[\u0000-\u001f\u007f]/g, '')}`);
  lines.push(`STATUS:${e.status ?? 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR object, CRLF-terminated lines. */
export function writeCalendar(calendar: Calendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodid}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...(calendar.refresh
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`, `X-PUBLISHED-TTL:${calendar.refresh}`]
      : []),
    ...(calendar.events.some((e) => 'time' in e.start || 'time' in e.end) ? VTIMEZONE : []),
    ...calendar.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
