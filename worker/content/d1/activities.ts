// listActivity and activityDetailById (docs/api.md): events whose status follows their
// dates at request time, in Beijing time (0 upcoming, 1 in progress, 2 ended).

import type { Envelope } from '../../../app/api/types.ts';
import { notFound, ok, page } from '../store.ts';
import { Filters } from './filters.ts';
import { beijingTime, idOf, keywordOf, pagingOf, textOf } from './params.ts';
import { pagedRows, type Db, type Row } from './query.ts';
import { selectList, toEntity } from './rows.ts';
import { inColumnTree } from './scope.ts';

const FROM = 'activities a JOIN columns c ON c.id = a.column_id CROSS JOIN clock';
/** Newest start first; upcoming ones soonest first (the next event is what a visitor wants). */
const ORDER = 'a.start_time DESC, a.id DESC';
const UPCOMING_ORDER = 'a.start_time ASC, a.id ASC';
const STATUS = "CASE WHEN a.start_time > clock.now THEN '0' WHEN a.end_time < clock.now THEN '2' ELSE '1' END";
/** Each status as a condition on the dates (index-friendly, unlike filtering on STATUS). */
const STATUS_WHERE = new Map([
  ['0', 'a.start_time > clock.now'],
  ['1', 'a.start_time <= clock.now AND a.end_time >= clock.now'],
  ['2', 'a.end_time < clock.now'],
]);

function select(withContent: boolean): string {
  const fields = selectList('activities', 'a', withContent ? [] : ['content']);
  return `${fields}, c.column_code AS "columnCode", ${STATUS} AS "status"`;
}

/** `clock(now)`: the request's moment, bound once for every row. */
const withClock = (now: Date) => new Filters().with('clock(now) AS (SELECT ?)', beijingTime(now));

/** `/api/cn/listActivity`: paged, by column (with descendants), status and title keyword. */
export async function listActivity(db: Db, query: URLSearchParams, now: Date): Promise<Envelope> {
  const title = keywordOf(query, 'title');
  const filters = inColumnTree(withClock(now), 'a.column_id', textOf(query, 'columnId'), textOf(query, 'columnCode'));
  const status = textOf(query, 'status');
  if (status !== undefined) {
    const condition = STATUS_WHERE.get(status);
    if (condition === undefined) filters.nothing();
    else filters.where(condition);
  }
  if (title !== undefined) filters.keyword('a.title', title);
  if (filters.impossible) return page([], 0);
  const q = { from: FROM, select: select(false), order: status === '0' ? UPCOMING_ORDER : ORDER };
  const { total, rows } = await pagedRows(db, filters, q, pagingOf(query));
  return page(
    rows.map((row) => toEntity('activities', row)),
    total,
  );
}

/** `/api/cn/activityDetailById/{id}`: 404 for an id that is no number or names no activity. */
export async function activityDetail(db: Db, rawId: string | undefined, now: Date): Promise<Envelope> {
  const id = idOf(rawId);
  if (id === null) return notFound();
  const row = await db
    .prepare(`WITH clock(now) AS (SELECT ?) SELECT ${select(true)} FROM ${FROM} WHERE a.id = ?`)
    .bind(beijingTime(now), id)
    .first<Row>();
  return row ? ok(toEntity('activities', row)) : notFound();
}
