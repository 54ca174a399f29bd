// Where the calendar files live (requirements §2.8: .ics beside the feeds; worker/files/calendar.ts
// serves them). Never device-prefixed: a file is the same on a phone and a PC.

export const ACTIVITIES_CALENDAR = '/feeds/activities.ics';

export function calendarPath(kind: 'activity' | 'exhibition', id: string): string {
  return `/calendar/${kind}/${encodeURIComponent(id)}.ics`;
}
