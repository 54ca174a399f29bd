// What follows today's date, answered in upstream mode by the same rules as in D1 mode
// (docs/api.md "Upstream mode"): a CMS ranks hot news by lifetime reads and knows nothing of a
// fair's registration status, so `listHotNews` and `listExhibition` with the site's own
// parameters (`status`, `params[today]`, `month`, `id`, `params[beginDate]`) are composed from
// the CMS's standard calls: ListRelease since the window's edge, and the fairs' pages.

import { CALLS, type CallName, type ParsedCall } from '../../app/api/calls.ts';
import type { Envelope, Exhibition, Release } from '../../app/api/types.ts';
import { FAIR_FILTERS, fairClosesAt, fairStatus } from '../../app/domain/fairs.ts';
import { beijingTime, pageSizeOf, PAGE_SIZE_MAX, pagingOf } from './d1/params.ts';
import { HOT_WINDOW_DAYS } from './d1/releases.ts';
import { badRequest, ok, page } from './store.ts';

type Handle = (call: ParsedCall, query: URLSearchParams) => Promise<Envelope>;

/**
 * The CMS's pages of 100 read at most: 500 releases of the hot-news window, 500 fairs. A
 * council publishes a few a day and lists dozens of fairs; past that, the newest (or
 * soonest) 500 are ranked.
 */
const MAX_PAGES = 5;

const callOf = (name: CallName): ParsedCall => ({ name, spec: CALLS[name] });

/** Every row of a list call, pages of 100 in turn until a short one (or MAX_PAGES); an error answer as it came. */
async function allRows<T>(handle: Handle, name: CallName, params: Record<string, string>): Promise<T[] | Envelope> {
  const rows: T[] = [];
  for (let n = 1; n <= MAX_PAGES; n++) {
    const answer = (await handle(
      callOf(name),
      new URLSearchParams({ ...params, pageNum: String(n), pageSize: String(PAGE_SIZE_MAX) }),
    )) as { code?: number; rows?: T[] };
    if (answer.code !== 200) return answer as Envelope;
    rows.push(...(answer.rows ?? []));
    if ((answer.rows?.length ?? 0) < PAGE_SIZE_MAX) break;
  }
  return rows;
}

/**
 * `listHotNews`: the list columns' releases of the last HOT_WINDOW_DAYS days (ListRelease's
 * `params[beginTime]`), none past its `validUntil`, most read first, then newest (D1's order).
 */
export async function upstreamHotNews(handle: Handle, query: URLSearchParams, now: Date): Promise<Envelope> {
  const size = pageSizeOf(query.get('pageSize'));
  const columnId = query.get('columnId');
  const edge = beijingTime(new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000));
  const at = beijingTime(now);
  const [columns, rows] = await Promise.all([
    handle(callOf('listColumn'), new URLSearchParams()) as Promise<{
      code?: number;
      data?: { id: string; columnType: string }[];
    }>,
    allRows<Release>(handle, 'ListRelease', { ...(columnId ? { columnId } : {}), 'params[beginTime]': edge }),
  ]);
  if (!Array.isArray(rows)) return rows;
  // News only, as in D1: the list columns' releases (a page column's is a guide or an introduction).
  const lists =
    columns.code === 200 ? new Set((columns.data ?? []).filter((c) => c.columnType === 'list').map((c) => c.id)) : null;
  const kept = rows.filter(
    (r) =>
      (lists === null || lists.has(r.columnId)) &&
      r.releaseTime >= edge &&
      (r.validUntil === null || r.validUntil >= at),
  );
  kept.sort(
    (a, b) =>
      b.readCount - a.readCount ||
      (a.releaseTime < b.releaseTime ? 1 : a.releaseTime > b.releaseTime ? -1 : Number(b.id) - Number(a.id)),
  );
  return ok(kept.slice(0, size));
}

/** The site's own parameters of `listExhibition` (docs/api.md "The site's own additions"). */
const OWN_FAIR_PARAMS = ['status', 'params[today]', 'params[time]', 'month', 'id', 'params[beginDate]'];

export const asksOwnFairParams = (query: URLSearchParams) => OWN_FAIR_PARAMS.some((name) => query.has(name));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `listExhibition` with the site's own parameters: the CMS's fairs (its own filters passed on
 * and applied again here, in case it ignores one), judged on `params[today]` (at `params[time]`) by
 * app/domain/fairs.ts and ordered as worker/content/d1/exhibitions.ts orders them.
 */
export async function upstreamFairs(handle: Handle, query: URLSearchParams): Promise<Envelope> {
  const get = (name: string) => query.get(name) ?? undefined;
  const [status, today, month, id, beginDate, time] = [
    'status',
    'params[today]',
    'month',
    'id',
    'params[beginDate]',
    'params[time]',
  ].map(get);
  if (status !== undefined && !FAIR_FILTERS.some((f) => f.value === status)) return badRequest();
  if (status !== undefined && (today === undefined || !DATE.test(today))) return badRequest();
  if (beginDate !== undefined && !DATE.test(beginDate)) return badRequest();
  if (time !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return badRequest();
  if (month !== undefined && !/^(0?[1-9]|1[0-2])$/.test(month)) return page([], 0);
  if (id !== undefined && !/^[1-9]\d{0,17}$/.test(id)) return page([], 0);
  const passed = Object.fromEntries(
    ['themeId', 'exhibitionName', 'country', 'year'].flatMap((name) =>
      query.has(name) ? [[name, query.get(name)!]] : [],
    ),
  );
  const rows = await allRows<Exhibition>(handle, 'listExhibition', passed);
  if (!Array.isArray(rows)) return rows;
  // The minute statuses are judged at (decision 0119): the day's start without `params[time]`.
  const day = today === undefined ? '' : time === undefined ? today : `${today} ${time}`;
  const kept = rows.filter(
    (e) =>
      (passed.themeId === undefined || e.themeId === passed.themeId) &&
      (passed.country === undefined || e.country === passed.country) &&
      (passed.year === undefined || e.startDate.startsWith(`${passed.year}-`)) &&
      (month === undefined || e.startDate.slice(5, 7) === month.padStart(2, '0')) &&
      (id === undefined || e.id === id) &&
      (beginDate === undefined || e.endDate >= beginDate) &&
      (status === undefined ||
        status === 'all' ||
        (status === 'upcoming' ? fairStatus(e, day) !== 'ended' : fairStatus(e, day) === status)),
  );
  const byId = (a: Exhibition, b: Exhibition) => Number(a.id) - Number(b.id);
  const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  if (status === 'ended') kept.sort((a, b) => compare(b.endDate, a.endDate) || byId(b, a));
  else if (status !== undefined) {
    // Open first by deadline, then the rest still to come by start, then the ended ones.
    const rank = (e: Exhibition) => ({ open: 0, closed: 1, ended: 2 })[fairStatus(e, day)];
    const key = (e: Exhibition) => (fairStatus(e, day) === 'open' ? fairClosesAt(e) : e.startDate);
    kept.sort(
      (a, b) => rank(a) - rank(b) || compare(key(a), key(b)) || compare(a.startDate, b.startDate) || byId(a, b),
    );
  } else kept.sort((a, b) => compare(a.startDate, b.startDate) || byId(a, b));
  const { offset, pageSize } = pagingOf(query);
  return page(kept.slice(offset, offset + pageSize), kept.length);
}
