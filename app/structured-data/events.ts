// schema.org Event for an activity (Beijing time, +08:00) and for an overseas fair (whole
// days in the host country), typed with schema-dts; the same facts the page shows.

import type { Event } from 'schema-dts';
import type { Activity, Exhibition } from '../api/types.ts';
import { isoBeijing } from '../lib/dates.ts';

export function activityEvent(a: Activity, url?: string): Event {
  return {
    '@type': 'Event',
    name: a.title,
    startDate: isoBeijing(a.startTime) ?? a.startTime,
    endDate: isoBeijing(a.endTime) ?? a.endTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(url ? { url } : {}),
    ...(a.address ? { location: { '@type': 'Place', name: a.address, address: a.address } } : {}),
    ...(a.organizer ? { organizer: { '@type': 'Organization', name: a.organizer } } : {}),
    ...(a.summary ? { description: a.summary } : {}),
  };
}

export function exhibitionEvent(e: Exhibition): Event {
  return {
    '@type': 'Event',
    name: e.exhibitionName,
    startDate: e.startDate,
    endDate: e.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venue || e.city || e.country,
      address: {
        '@type': 'PostalAddress',
        addressCountry: e.country,
        ...(e.city ? { addressLocality: e.city } : {}),
      },
    },
    ...(e.organizer ? { organizer: { '@type': 'Organization', name: e.organizer } } : {}),
    ...(e.summary ? { description: e.summary } : {}),
  };
}
