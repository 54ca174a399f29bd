// listExhibitionTheme and listExhibition (docs/api.md): trade fairs abroad by theme,
// name keyword, country and year, soonest first. Exhibitions have no detail call, so
// their rows carry `content`. Optional parameters of this site's own (decision 0015):
// `params[beginDate]` (not ended before that day), `distinct` (one row per country or year),
// and (decision 0043) `month`, `id`, and `status` as of `params[today]` (at `params[time]`, decision 0119).

import type { Envelope } from '../../../app/api/types.ts';
import { ok, page } from '../store.ts';
import { Filters } from './filters.ts';
import { BadInput, clockOf, dateOf, idOf, keywordOf, pagingOf, textOf } from './params.ts';
import { listRows, pagedRows, type Db } from './query.ts';
import { selectList, toEntities } from './rows.ts';

/** `/api/cn/listExhibitionTheme`: every theme by orderNum. */
export async function listExhibitionTheme(db: Db): Promise<Envelope> {
  const q = { from: 'exhibition_themes t', select: selectList('exhibitionThemes', 't'), order: 't.order_num, t.id' };
  return ok(toEntities('exhibitionThemes', await listRows(db, new Filters(), q)));
}

/** What `distinct` groups by: the facets the exhibition calendar's filters offer. */
const DISTINCT_KEYS: Record<string, string> = { country: 'e.country', year: 'substr(e.start_date, 1, 4)' };

/**
 * `/api/cn/listExhibition`: paged by startDate. `country` matches exactly; `year` picks
 * exhibitions that start in that year (a value that is no year matches none);
 * `params[beginDate]` keeps those that end on or after that day (the upcoming and running
 * ones); `distinct=country|year` keeps the first matching row of each country or start year,
 * so a filter's options are one short page however many exhibitions there are.
 */
export async function listExhibition(db: Db, query: URLSearchParams): Promise<Envelope> {
  const name = keywordOf(query, 'exhibitionName');
  const filters = new Filters();
  const themeId = textOf(query, 'themeId');
  if (themeId !== undefined) {
    const id = idOf(themeId);
    if (id === null) filters.nothing();
    else filters.where('e.theme_id = ?', id);
  }
  if (name !== undefined) filters.keyword('e.exhibition_name', name);
  const country = textOf(query, 'country');
  if (country !== undefined) filters.where('e.country = ?', country);
  const year = textOf(query, 'year');
  if (year !== undefined) {
    if (/^\d{4}$/.test(year)) filters.where('e.start_date BETWEEN ? AND ?', `${year}-01-01`, `${year}-12-31`);
    else filters.nothing();
  }
  const month = textOf(query, 'month');
  if (month !== undefined) {
    if (/^(0?[1-9]|1[0-2])$/.test(month)) filters.where('substr(e.start_date, 6, 2) = ?', month.padStart(2, '0'));
    else filters.nothing();
  }
  const fairId = textOf(query, 'id');
  if (fairId !== undefined) {
    const id = idOf(fairId);
    if (id === null) filters.nothing();
    else filters.where('e.id = ?', id);
  }
  const beginDate = dateOf(query, 'params[beginDate]');
  if (beginDate !== undefined) filters.where('e.end_date >= ?', beginDate);
  const status = textOf(query, 'status');
  const today = dateOf(query, 'params[today]');
  const time = clockOf(query, 'params[time]');
  // The minute a status is judged at (decision 0119): that day's start without `params[time]`.
  const moment = today === undefined ? undefined : time === undefined ? today : `${today} ${time}`;
  if (status !== undefined && !Object.hasOwn(STATUS_WHERE, status))
    throw new BadInput('status is none of open, closed, ended, upcoming, all');
  if (status !== undefined && today === undefined) throw new BadInput('status needs params[today]');
  if (status !== undefined && today !== undefined && moment !== undefined) {
    const [where, args] = STATUS_WHERE[status]!;
    if (where) filters.where(where, ...args.map((a) => (a === 'moment' ? moment : today)));
  }
  const distinct = textOf(query, 'distinct');
  if (distinct !== undefined && !Object.hasOwn(DISTINCT_KEYS, distinct)) throw new BadInput('distinct is no facet');
  if (filters.impossible) return page([], 0);
  const order =
    status === undefined || today === undefined || moment === undefined
      ? 'e.start_date, e.id'
      : statusOrder(status, today, moment);
  const q = { from: 'exhibitions e', select: selectList('exhibitions', 'e'), order };
  const grouped = distinct === undefined ? null : firstOfEach(filters, DISTINCT_KEYS[distinct]!, order);
  const { total, rows } = await pagedRows(
    db,
    grouped ?? filters,
    grouped ? { ...q, from: 'ranked e' } : q,
    pagingOf(query),
  );
  return page(toEntities('exhibitions', rows), total);
}

/**
 * The moment a fair's registration closes, `yyyy-MM-dd HH:mm`: its deadline (its own, else the
 * day before it starts) at its closing time, else at "24:00". The page's labels
 * (app/domain/fairs.ts fairClosesAt) build the same string.
 */
const CLOSES =
  "COALESCE(e.registration_deadline, date(e.start_date, '-1 day')) || ' ' || COALESCE(e.registration_close_time, '24:00')";

/** Each status as a condition and what each of its `?` is: the moment judged at, or its day. */
const STATUS_WHERE: Record<string, [string, ('moment' | 'today')[]]> = {
  open: [`${CLOSES} > ?`, ['moment']],
  closed: [`${CLOSES} <= ? AND e.end_date >= ?`, ['moment', 'today']],
  ended: ['e.end_date < ?', ['today']],
  upcoming: ['e.end_date >= ?', ['today']],
  all: ['', []],
};

/**
 * Open fairs first, soonest closing first, then those still to come by start date; ended
 * fairs newest first. `today` and `moment` passed dateOf and clockOf, so they are safe as literals.
 */
function statusOrder(status: string, today: string, moment: string): string {
  if (status === 'ended') return 'e.end_date DESC, e.id DESC';
  const open = `${CLOSES} > '${moment}'`;
  return `CASE WHEN ${open} THEN 0 WHEN e.end_date >= '${today}' THEN 1 ELSE 2 END, CASE WHEN ${open} THEN ${CLOSES} ELSE e.start_date END, e.start_date, e.id`;
}

/** The filtered rows ranked within each group as a CTE `ranked`; only each group's first passes. */
function firstOfEach(filters: Filters, key: string, order: string): Filters {
  const ranked = `ranked AS (SELECT e.*, ROW_NUMBER() OVER (PARTITION BY ${key} ORDER BY ${order}) AS group_rank FROM exhibitions e ${filters.clause})`;
  return new Filters().with(ranked, ...filters.args).where('e.group_rank = 1');
}
