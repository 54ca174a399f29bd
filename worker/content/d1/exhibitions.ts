// listExhibitionTheme and listExhibition (docs/api.md): trade fairs abroad by theme,
// name keyword, country and year, soonest first. Exhibitions have no detail call, so
// their rows carry `content`. Optional parameters of this site's own (decision 0015):
// `params[beginDate]` (not ended before that day), `distinct` (one row per country or year),
// and (decision 0043) `month`, `id`, and `status` as of `params[today]`.

import type { Envelope } from '../../../app/api/types.ts';
import { ok, page } from '../store.ts';
import { Filters } from './filters.ts';
import { BadInput, dateOf, idOf, keywordOf, pagingOf, textOf } from './params.ts';
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
  if (status !== undefined && !Object.hasOwn(STATUS_WHERE, status))
    throw new BadInput('status is none of open, closed, ended, upcoming, all');
  if (status !== undefined && today === undefined) throw new BadInput('status needs params[today]');
  if (status !== undefined && today !== undefined) {
    const where = STATUS_WHERE[status]!;
    if (where) filters.where(where, ...Array<string>(where.split('?').length - 1).fill(today));
  }
  const distinct = textOf(query, 'distinct');
  if (distinct !== undefined && !Object.hasOwn(DISTINCT_KEYS, distinct)) throw new BadInput('distinct is no facet');
  if (filters.impossible) return page([], 0);
  const order = status === undefined || today === undefined ? 'e.start_date, e.id' : statusOrder(status, today);
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
 * The registration deadline a fair is judged by: its own, else the day before it starts.
 * The page's labels (app/domain/fairs.ts) follow the same rule.
 */
const DEADLINE = "COALESCE(e.registration_deadline, date(e.start_date, '-1 day'))";

/** Each status as a condition whose every `?` is today; '' for every fair. */
const STATUS_WHERE: Record<string, string> = {
  open: `${DEADLINE} >= ?`,
  closed: `${DEADLINE} < ? AND e.end_date >= ?`,
  ended: 'e.end_date < ?',
  upcoming: 'e.end_date >= ?',
  all: '',
};

/**
 * Open fairs first, soonest deadline first, then those still to come by start date; ended
 * fairs newest first. `today` passed dateOf, so it is `yyyy-MM-dd` and safe as a literal.
 */
function statusOrder(status: string, today: string): string {
  if (status === 'ended') return 'e.end_date DESC, e.id DESC';
  const open = `${DEADLINE} >= '${today}'`;
  return `CASE WHEN ${open} THEN 0 WHEN e.end_date >= '${today}' THEN 1 ELSE 2 END, CASE WHEN ${open} THEN ${DEADLINE} ELSE e.start_date END, e.start_date, e.id`;
}

/** The filtered rows ranked within each group as a CTE `ranked`; only each group's first passes. */
function firstOfEach(filters: Filters, key: string, order: string): Filters {
  const ranked = `ranked AS (SELECT e.*, ROW_NUMBER() OVER (PARTITION BY ${key} ORDER BY ${order}) AS group_rank FROM exhibitions e ${filters.clause})`;
  return new Filters().with(ranked, ...filters.args).where('e.group_rank = 1');
}
