// 添加到日历: an iCalendar file per activity (/calendar/activity/{id}.ics) and per overseas
// fair (/calendar/exhibition/{id}.ics), and /feeds/activities.ics, a subscribable calendar
// of the activities and fairs not yet over. Files, so never device-redirected (requirements §2.8).

import { Hono, type Context } from 'hono';
import type { Activity, Exhibition } from '../../app/api/types.ts';
import { ApiError } from '../../app/api/errors.ts';
import type { Page } from '../../app/api/types.ts';
import { beijingToday } from '../../app/lib/dates.ts';
import { ACTIVITIES_CALENDAR } from '../../app/lib/calendar-links.ts';
import type { AppEnv } from '../app-env.ts';
import { FEED_MAX_AGE } from '../../content/withdrawal-bound.ts';
import { cachedPage } from '../ssr/page-cache.ts';
import { writeCalendar, type Calendar, type CalendarEvent } from './ical.ts';
import { contentApi as api, siteOrigin as origin } from './request-context.ts';

export const calendarRoutes = new Hono<AppEnv>();

/** A paged call read to its end (the store answers at most 100 rows a page; docs/api.md). */
async function allRows<T>(load: (paging: { pageNum: number; pageSize: number }) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await load({ pageNum, pageSize: 100 });
    for (const row of page.rows) rows.push(row);
    if (page.rows.length < 100 || rows.length >= page.total) return rows;
  }
}

/** `activity-101@<the identity's uidDomain>`: the same for every render and host, so a calendar updates the event it has. */
const uid = (kind: string, id: string, domain: string) => `${kind}-${id}@${domain}`;

function activityEvent(a: Activity, base: string, domain: string): CalendarEvent {
  const page = `${base}/detail/${a.id}?type=activity`;
  return {
    uid: uid('activity', a.id, domain),
    summary: a.title,
    start: { time: a.startTime },
    end: { time: a.endTime || a.startTime },
    location: a.address,
    description: [a.summary, a.organizer ? `主办单位：${a.organizer}` : '', `详情：${page}`].filter(Boolean).join('\n'),
    url: page,
  };
}

function exhibitionEvent(e: Exhibition, base: string, domain: string): CalendarEvent {
  const place = [e.venue, e.city, e.country].filter(Boolean).join('，');
  const contact = [e.contact ? `联系人：${e.contact}` : '', e.phone ? `电话：${e.phone}` : '']
    .filter(Boolean)
    .join(' ');
  return {
    uid: uid('exhibition', e.id, domain),
    summary: e.exhibitionName,
    // A fair's days are its host country's: whole days, not Beijing hours.
    start: { date: e.startDate },
    end: { date: e.endDate || e.startDate },
    location: place,
    description: [e.summary, e.organizer ? `组织单位：${e.organizer}` : '', contact, `详情：${base}/service/exhibition`]
      .filter(Boolean)
      .join('\n'),
    url: e.linkUrl || `${base}/service/exhibition`,
  };
}

function calendarResponse(c: Context<AppEnv>, calendar: Calendar, filename: string) {
  c.header('Cache-Control', `public, max-age=${FEED_MAX_AGE}`);
  // inline: a phone opens it in its calendar app; a PC browser saves it under this name.
  c.header('Content-Disposition', `inline; filename="${filename}"`);
  return c.body(writeCalendar(calendar), 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
}

const notFound = (c: Context<AppEnv>) => c.text('Calendar not found', 404);

// Built from a dozen paged answers: kept like a page (the one cache helper, per content
// generation and Beijing day, since which events are "not yet over" follows the date).
calendarRoutes.get(ACTIVITIES_CALENDAR, async (c) => {
  const url = new URL(ACTIVITIES_CALENDAR, c.req.url);
  const response = await cachedPage(c, url, () => activitiesCalendar(c), { daily: true });
  if (response.status === 200) response.headers.set('Cache-Control', `public, max-age=${FEED_MAX_AGE}`);
  return response;
});

async function activitiesCalendar(c: Context<AppEnv>): Promise<Response> {
  const client = api(c);
  const base = origin(c);
  const today = beijingToday();
  const [ongoing, upcoming, fairs] = await Promise.all([
    allRows((p) => client.listActivity({ status: '1', ...p })),
    allRows((p) => client.listActivity({ status: '0', ...p })),
    // Asked of the store (decision 0015), and filtered here for a CMS that ignores it.
    allRows((p) => client.listExhibition({ params: { beginDate: today }, ...p })),
  ]);
  const site = c.get('config').site;
  const { prodid, uidDomain: domain } = c.get('site').identity.calendar;
  return calendarResponse(
    c,
    {
      name: `${site.shortName}经贸活动与境外展会`,
      refresh: 'PT12H',
      stamp: new Date(),
      prodid,
      events: [
        ...[...ongoing, ...upcoming].map((a) => activityEvent(a, base, domain)),
        ...fairs.filter((e) => (e.endDate || e.startDate) >= today).map((e) => exhibitionEvent(e, base, domain)),
      ],
    },
    'activities.ics',
  );
}

calendarRoutes.get('/calendar/activity/:file', async (c) => {
  const id = /^(\d{1,18})\.ics$/.exec(c.req.param('file'))?.[1];
  if (!id) return notFound(c);
  let activity: Activity;
  try {
    activity = await api(c).activityDetailById(id);
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return notFound(c);
    throw error;
  }
  const site = c.get('config').site;
  const { prodid, uidDomain: domain } = c.get('site').identity.calendar;
  const event = activityEvent(activity, origin(c), domain);
  return calendarResponse(
    c,
    { name: site.shortName, stamp: new Date(), prodid, events: [event] },
    `activity-${id}.ics`,
  );
});

calendarRoutes.get('/calendar/exhibition/:file', async (c) => {
  const id = /^(\d{1,18})\.ics$/.exec(c.req.param('file'))?.[1];
  if (!id) return notFound(c);
  // No call answers one fair by id (docs/api.md): the list is read to its end (a council's fairs are a few hundred).
  const client = api(c);
  const fair = (await allRows((p) => client.listExhibition(p))).find((e) => e.id === id);
  if (!fair) return notFound(c);
  const site = c.get('config').site;
  const { prodid, uidDomain: domain } = c.get('site').identity.calendar;
  const event = exhibitionEvent(fair, origin(c), domain);
  return calendarResponse(
    c,
    { name: site.shortName, stamp: new Date(), prodid, events: [event] },
    `exhibition-${id}.ics`,
  );
});
