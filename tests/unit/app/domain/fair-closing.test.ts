// A fair's registration turns 已截止 at its closing time on the deadline day (Beijing), not at
// the day's end (decision 0119), and a page showing it is kept no longer than that moment.

import { describe, expect, it } from 'vitest';
import { fairStatus, nextClosing } from '../../../../app/domain/fairs.ts';
import { beijingMinute } from '../../../../app/lib/dates.ts';
import { loadSeedDocument } from '../../../../content/seed.ts';

const seed = loadSeedDocument(import.meta.glob('../../../../content/seed/*.json', { eager: true, import: 'default' }));
/** A seed fair that closes at a time of day, as the council's fairs do. */
const fair = seed.exhibitions!.find((e) => e.registrationDeadline && e.registrationCloseTime)!;
const deadline = fair.registrationDeadline!;
const closes = fair.registrationCloseTime!;

/** The instant the Beijing clock shows `day` `time`. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);
const minuteBefore = (day: string, time: string) => new Date(at(day, time).getTime() - 60_000);

describe('a fair’s registration status by the Beijing clock', () => {
  it('is open the minute before its closing time and closed from that minute on', () => {
    expect(fairStatus(fair, beijingMinute(minuteBefore(deadline, closes)))).toBe('open');
    expect(fairStatus(fair, beijingMinute(at(deadline, closes)))).toBe('closed');
    // Not open until midnight, as a day-by-day rule would have it.
    expect(fairStatus(fair, beijingMinute(at(deadline, '23:59')))).toBe('closed');
  });

  it('follows Beijing time whatever the worker’s clock zone: 09:00 UTC is 17:00 in Beijing', () => {
    const utc = new Date(`${deadline}T${closes}:00Z`);
    const beijingClose = at(deadline, closes);
    expect(utc.getTime() - beijingClose.getTime()).toBe(8 * 3_600_000);
    expect(fairStatus(fair, beijingMinute(utc))).toBe('closed');
  });

  it('without a closing time, stays open to the end of its deadline day', () => {
    const allDay = { ...fair, registrationCloseTime: null };
    expect(fairStatus(allDay, beijingMinute(at(deadline, '23:59')))).toBe('open');
    const next = new Date(at(deadline, '23:59').getTime() + 60_000);
    expect(fairStatus(allDay, beijingMinute(next))).toBe('closed');
  });

  it('a page of open fairs is right until the first of them closes', () => {
    const before = beijingMinute(minuteBefore(deadline, closes));
    const later = { ...fair, registrationDeadline: null, registrationCloseTime: null, startDate: '2099-01-02', endDate: '2099-01-05' };
    expect(nextClosing([later, fair], before)?.getTime()).toBe(at(deadline, closes).getTime());
    // Once it has closed, the next is the other fair's (the day before it starts, at the day's end).
    expect(nextClosing([later, fair], beijingMinute(at(deadline, closes)))?.getTime()).toBe(at('2099-01-02', '00:00').getTime());
    expect(nextClosing([], before)).toBeNull();
  });
});
