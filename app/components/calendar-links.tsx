// 添加到日历: an activity's or a fair's iCalendar file, and the subscribable calendar of
// upcoming activities and fairs (worker/files/calendar.ts). Plain links to files: no script,
// and never device-prefixed or routed by the client.

import { ACTIVITIES_CALENDAR, calendarPath } from '../lib/calendar-links.ts';

export function AddToCalendar({ kind, id, name }: { kind: 'activity' | 'exhibition'; id: string; name?: string }) {
  return (
    <a className="calendar-link" href={calendarPath(kind, id)} type="text/calendar">
      <span aria-hidden="true" className="calendar-link__icon" />
      添加到日历{name ? <span className="visually-hidden">：{name}</span> : null}
    </a>
  );
}

/** The subscribable calendar: announced in <head> (React hoists the link) and offered to people. */
export function CalendarFeedLink() {
  return (
    <>
      <link rel="alternate" type="text/calendar" title="经贸活动与境外展会日历" href={ACTIVITIES_CALENDAR} />
      <a className="feed-link" href={ACTIVITIES_CALENDAR} type="text/calendar">
        <span aria-hidden="true" className="calendar-link__icon" />
        订阅活动日历<span className="visually-hidden">（iCalendar，含经贸活动与境外展会）</span>
      </a>
    </>
  );
}
