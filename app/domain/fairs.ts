// A fair's registration status (报名中, 已截止, 已结束) and the fairs page's filters: the one
// place the rule and its words live. The store's `status` filter (worker/content/d1/exhibitions.ts)
// applies the same rule in SQL.

/** A fair's dates as the API's Exhibition carries them (domain/ does not import api/). */
interface FairDates {
  startDate: string;
  endDate: string;
  /** `yyyy-MM-dd`: the last day to register; null: registration runs until the fair starts. */
  registrationDeadline?: string | null;
  /** `HH:mm` (Beijing): when on that day registration closes; null: at the day's end. */
  registrationCloseTime?: string | null;
}

/** What decides when a fair's registration closes. */
type FairDeadline = Pick<FairDates, 'registrationDeadline' | 'registrationCloseTime' | 'startDate'>;

export type FairStatus = 'open' | 'closed' | 'ended';

/** The statuses a visitor can filter by; `upcoming` (the default) is open or still to come. */
export const FAIR_FILTERS = [
  { value: 'upcoming', label: '报名中及即将举办' },
  { value: 'open', label: '报名中' },
  { value: 'closed', label: '已截止（未开展）' },
  { value: 'ended', label: '已结束（往届展会）' },
  { value: 'all', label: '全部' },
] as const;

export type FairFilter = (typeof FAIR_FILTERS)[number]['value'];

export const FAIR_STATUS_LABEL: Record<FairStatus, string> = { open: '报名中', closed: '已截止', ended: '已结束' };

export function isFairFilter(value: string | null | undefined): value is FairFilter {
  return FAIR_FILTERS.some((f) => f.value === value);
}

/** The day before `date` (`yyyy-MM-dd`). */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The last day to register: the fair's own deadline, else the day before it starts. */
export function fairDeadline(e: FairDeadline): string {
  return e.registrationDeadline || dayBefore(e.startDate);
}

/**
 * When registration closes, as a `<time>` states it: the deadline day, at the fair's closing time
 * when it has one (Beijing), else at the day's end.
 */
export function fairCloses(e: FairDeadline): { dateTime: string; time: string | null } {
  const day = fairDeadline(e);
  const time = e.registrationCloseTime || null;
  return { dateTime: time ? `${day}T${time}+08:00` : day, time };
}

/** The fair's status on `today` (`yyyy-MM-dd`, Beijing), by the day: registration is open on its deadline day. */
export function fairStatus(e: FairDates, today: string): FairStatus {
  if (e.endDate < today) return 'ended';
  return fairDeadline(e) >= today ? 'open' : 'closed';
}

/** Days left to register, counting today (the deadline day itself is 1). */
export function daysToRegister(e: FairDeadline, today: string): number {
  const ms = Date.parse(`${fairDeadline(e)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
