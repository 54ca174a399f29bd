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

/**
 * The moment registration closes, `yyyy-MM-dd HH:mm` (Beijing): the deadline day at the fair's
 * closing time, else at its end ("24:00" sorts after every minute of that day). The store's
 * SQL (worker/content/d1/exhibitions.ts) builds the same string.
 */
export function fairClosesAt(e: FairDeadline): string {
  return `${fairDeadline(e)} ${e.registrationCloseTime || '24:00'}`;
}

/**
 * The fair's status at `now` (`yyyy-MM-dd HH:mm`, Beijing; a bare `yyyy-MM-dd` is that day's
 * start): registration is open until its closing time on the deadline day (decision 0119).
 */
export function fairStatus(e: FairDates, now: string): FairStatus {
  if (e.endDate < now.slice(0, 10)) return 'ended';
  return now < fairClosesAt(e) ? 'open' : 'closed';
}

/** Days left to register, counting today (the deadline day itself is 1). */
export function daysToRegister(e: FairDeadline, now: string): number {
  const ms = Date.parse(`${fairDeadline(e)}T00:00:00Z`) - Date.parse(`${now.slice(0, 10)}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * The next moment one of `fairs` stops being open after `now`, as an instant: a page that
 * shows their statuses is right until then (its `Expires`), or null when none is open.
 */
export function nextClosing(fairs: readonly FairDates[], now: string): Date | null {
  let next: string | null = null;
  for (const e of fairs) {
    if (fairStatus(e, now) !== 'open') continue;
    const at = fairClosesAt(e);
    if (next === null || at < next) next = at;
  }
  if (next === null) return null;
  const [day, time] = next.split(' ') as [string, string];
  // "24:00" is the next day's start; Date parses it as such.
  const instant =
    time === '24:00' ? Date.parse(`${day}T00:00:00+08:00`) + 86_400_000 : Date.parse(`${day}T${time}:00+08:00`);
  return new Date(instant);
}

/** How a fair's registration form must arrive (its `submitBy`), as the card says it. */
export const SUBMIT_CHANNELS = ['email', 'post', 'online'] as const;

export type SubmitChannel = (typeof SUBMIT_CHANNELS)[number];

/** Where a fair's form goes when its record does not say: the exhibition department's mailbox (a fact). */
export const FAIR_MAILBOX = '{{fact:email.exhibition}}';

/** The channel in two words, for the home page's fair cards. */
export const SUBMIT_SHORT: Record<SubmitChannel, string> = {
  email: '邮件报送',
  post: '邮寄或送达',
  online: '网上报名',
};

export const SUBMIT_LABEL: Record<SubmitChannel, string> = {
  email: '发送电子邮件至',
  post: '邮寄或送达',
  online: '在线填报',
};
