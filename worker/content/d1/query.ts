// Running the store's queries: the D1 surface it needs, and a paged query whose count
// and page come from one batch (one round trip, one consistent snapshot).

import type { Filters } from './filters.ts';
import type { Paging } from './params.ts';

/** What the store needs of a D1 database or session. */
export type Db = Pick<D1Database, 'prepare' | 'batch'>;
export type Row = Record<string, unknown>;

export interface PagedQuery {
  from: string;
  select: string;
  order: string;
  /**
   * The rows' key (e.g. `r.id`): the page is first chosen by key alone, then its rows are
   * read, so that a deep page does not sort or skip whole rows (issue 28: at 100,000 releases
   * a listing's page took 70 to 190 ms, 27 to 53 ms this way).
   */
  key?: string;
}

/** `total` over the filters and the rows of one page; past the end, no rows and the true total. */
export async function pagedRows(
  db: Db,
  filters: Filters,
  q: PagedQuery,
  paging: Paging,
): Promise<{ total: number; rows: Row[] }> {
  const { prefix, clause, bound } = filters;
  const count = db.prepare(`${prefix}SELECT COUNT(*) AS total FROM ${q.from} ${clause}`).bind(...bound);
  const sql = q.key
    ? `${prefix}SELECT ${q.select} FROM ${q.from} WHERE ${q.key} IN ` +
      `(SELECT ${q.key} FROM ${q.from} ${clause} ORDER BY ${q.order} LIMIT ? OFFSET ?) ORDER BY ${q.order}`
    : `${prefix}SELECT ${q.select} FROM ${q.from} ${clause} ORDER BY ${q.order} LIMIT ? OFFSET ?`;
  const rows = db.prepare(sql).bind(...bound, paging.pageSize, paging.offset);
  const [counted, page] = await db.batch<Row>([count, rows]);
  return { total: Number(counted?.results[0]?.total ?? 0), rows: page?.results ?? [] };
}

/** All rows of a filtered, ordered list (the `data: [...]` calls). */
export async function listRows(db: Db, filters: Filters, q: PagedQuery, limit?: number): Promise<Row[]> {
  const { prefix, clause, bound } = filters;
  const tail = limit === undefined ? '' : ' LIMIT ?';
  const stmt = db.prepare(`${prefix}SELECT ${q.select} FROM ${q.from} ${clause} ORDER BY ${q.order}${tail}`);
  const { results } = await stmt.bind(...bound, ...(limit === undefined ? [] : [limit])).all<Row>();
  return results;
}
