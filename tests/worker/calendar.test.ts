// 添加到日历: each activity and fair as an iCalendar file, and the subscribable calendar of
// what is not over yet, read back by a real iCalendar parser (ical.js) the way a calendar app would.

import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SITE_IDENTITY as IDENTITY } from '../../worker/site-identity.ts';
import { escapeText, foldLine, writeCalendar } from '../../worker/files/ical.ts';
import { SEED } from './helpers/council.ts';
import { get } from './helpers/request.ts';

async function parse(path: string) {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
  const text = await res.text();
  return { res, text, calendar: new ICAL.Component(ICAL.parse(text)) };
}

/** Registers the file's own VTIMEZONE, as a calendar app does before it reads the times. */
function events(calendar: ICAL.Component) {
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('an activity’s calendar file', () => {
  it('opens at the activity’s Beijing time in the Asia/Shanghai zone, with its place and page', async () => {
    const { calendar, text } = await parse('/calendar/activity/120.ics');
    const [event] = events(calendar);
    expect(event!.summary).toBe('2027年出国展览计划发布会暨组展说明会');
    expect(event!.startDate.zone?.tzid).toBe('Asia/Shanghai');
    // 2026-12-03 14:00 in Beijing is 06:00 UTC.
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-03T06:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-12-03T09:00:00.000Z');
    // The place as the seed states it (the configured council's own building).
    expect(event!.location).toBe(SEED.activities!.find((a) => a.id === '120')!.address);
    expect(event!.component.getFirstPropertyValue('url')).toBe('http://site.test/detail/120?type=activity');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
    expect(text).toContain('DTSTART;TZID=Asia/Shanghai:20261203T140000\r\n');
    // RFC 5545 §3.1: CRLF line ends, no line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('keeps its UID from one download to the next, so a calendar updates the event instead of doubling it', async () => {
    const first = events((await parse('/calendar/activity/120.ics')).calendar)[0]!;
    const again = events((await parse('/calendar/activity/120.ics')).calendar)[0]!;
    expect(first.uid).toBe(`activity-120@${IDENTITY.calendar.uidDomain}`);
    expect(again.uid).toBe(first.uid);
  });

  it('is 404 for an activity that does not exist or a name that is not a file', async () => {
    expect((await get('/calendar/activity/99999.ics')).status).toBe(404);
    expect((await get('/calendar/activity/120')).status).toBe(404);
  });

  it('is never sent to a mobile twin, even for a phone', async () => {
    const res = await get('/calendar/activity/120.ics', {
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', Accept: 'text/html' },
    });
    expect(res.status).toBe(200);
  });
});

describe('a fair’s calendar file', () => {
  it('covers the fair’s whole days (the end day included) with its venue, city and country', async () => {
    const { calendar } = await parse('/calendar/exhibition/201.ics');
    const [event] = events(calendar);
    expect(event!.summary).toBe('2026年德国汉诺威工业博览会（HANNOVER MESSE 2026）');
    expect(event!.startDate.isDate).toBe(true);
    expect(event!.startDate.toString()).toBe('2026-04-20');
    // DTEND of a whole-day event is the day after the last one (RFC 5545 §3.6.1).
    expect(event!.endDate.toString()).toBe('2026-04-25');
    expect(event!.location).toBe('汉诺威展览中心，汉诺威，德国');
    expect(event!.uid).toBe(`exhibition-201@${IDENTITY.calendar.uidDomain}`);
    expect((await get('/calendar/exhibition/99999.ics')).status).toBe(404);
  });
});

describe('the subscribable calendar of activities and fairs', () => {
  it('lists the activities and fairs not over yet, refreshed twice a day', async () => {
    const { calendar } = await parse('/feeds/activities.ics');
    const all = events(calendar);
    const uids = all.map((e) => e.uid);
    expect(uids).toContain(`activity-120@${IDENTITY.calendar.uidDomain}`);
    expect(uids).not.toContain('activity-101@site.test');
    expect(uids.some((u) => u.startsWith('exhibition-'))).toBe(true);
    expect(new Set(uids).size).toBe(uids.length);
    const now = Date.now();
    for (const e of all) expect(e.endDate.toJSDate().getTime()).toBeGreaterThan(now - 86_400_000);
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT12H');
  });
});

describe('iCalendar text', () => {
  it('escapes commas, semicolons, backslashes and newlines, and folds on character boundaries', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const line = `SUMMARY:${'贸促会'.repeat(20)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  });
});

describe('content that reaches a calendar line', () => {
  it('a linkUrl with line breaks (an upstream CMS is untrusted) yields a valid file with no property of its own', () => {
    const text = writeCalendar({
      name: IDENTITY.shortName,
      stamp: new Date('2026-11-01T00:00:00Z'),
      prodid: IDENTITY.calendar.prodid,
      events: [
        {
          uid: 'activity-1@site.test',
          summary: '企业出海合规培训',
          start: { date: '2026-12-01' },
          end: { date: '2026-12-01' },
          url: 'https://example.cn/a\r\nATTACH:https://evil.example/x\nX-INJECTED:1',
        },
      ],
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('attach')).toBeNull();
    expect(event.getFirstPropertyValue('x-injected')).toBeNull();
    expect(String(event.getFirstPropertyValue('url'))).toBe('https://example.cn/aATTACH:https://evil.example/xX-INJECTED:1');
  });
});
