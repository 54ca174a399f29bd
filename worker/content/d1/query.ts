// Running the store's queries: the D1 surface it needs, and a paged query whose count
// and page come from one round trip (one consistent snapshot), guarded past the end.

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
   * a listing's page took 70 to 190 ms, 27 to 53 ms this way). With a key, `order` must be
   * total (end in the key): a page in the list's second half is read from its end, in the
   * reverse order (decision 0104).
   */
  key?: string;
}

/** The page's LIMIT: 0 unless its offset is below `count` (an SQL expression), so a page past the end walks no rows. */
const guardedLimit = (count: string) => `LIMIT CASE WHEN ? < ${count} THEN ? ELSE 0 END OFFSET ?`;

/** `order` read the other way: every term's direction flipped (NULLs then come the other way too). */
function reversedOrder(order: string): string {
  return order
    .split(',')
    .map((term) => {
      const t = term.trim();
      if (/\sDESC$/i.test(t)) return t.replace(/\s+DESC$/i, ' ASC');
      return `${t.replace(/\s+ASC$/i, '')} DESC`;
    })
    .join(', ');
}

/**
 * The keys of the page at `paging`'s offset in a list of `n` rows (an SQL expression), with its
 * binds: one of two guarded reads runs, the other gets LIMIT 0. A page in the first half is
 * skipped to from the start; one in the second half from the end, in reverse order, so the
 * last page skips nothing (at 100,000 releases the last of a listing's 1,796 pages sorted and
 * skipped 17,950 keys: 5 ms of SQLite's CPU against 0.02; decision 0104). Past the end both
 * get LIMIT 0.
 */
function pageKeys(key: string, q: PagedQuery, filters: Filters, n: string, { offset, pageSize: size }: Paging) {
  const read = (order: string, limit: string, skip: string) =>
    `SELECT * FROM (SELECT ${key} FROM ${q.from} ${filters.clause} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip})`;
  const fromStart = read(q.order, `CASE WHEN ? < ${n} AND ? * 2 < ${n} THEN ? ELSE 0 END`, '?');
  // Rows offset … offset+size-1 are, counted from the end, n-offset-size … n-offset-1.
  const fromEnd = read(
    reversedOrder(q.order),
    `CASE WHEN ? < ${n} AND ? * 2 >= ${n} THEN MIN(?, ${n} - ?) ELSE 0 END`,
    `MAX(0, ${n} - ? - ?)`,
  );
  return {
    text: `${fromStart} UNION ALL ${fromEnd}`,
    binds: [...filters.args, offset, offset, size, offset, ...filters.args, offset, offset, size, offset, size, offset],
  };
}

/** Extra output columns of the keyed page statement (decision 0085). */
const TOTAL = '__total';
const RANK = '__rank';

/**
 * `total` over the filters and the rows of one page, in one round trip; past the end, no
 * rows and the true total. A page whose offset is not below the count gets LIMIT 0, at which
 * SQLite stops before its first row: a page number far past the end costs the count, never
 * an OFFSET walk of the list (decision 0085; a WHERE guard would still walk it).
 */
export async function pagedRows(
  db: Db,
  filters: Filters,
  q: PagedQuery,
  paging: Paging,
): Promise<{ total: number; rows: Row[] }> {
  const { prefix, clause, bound } = filters;
  const counted = `SELECT COUNT(*) FROM ${q.from} ${clause}`;
  if (q.key) {
    // One statement: the count taken once (materialised) serves the answer and the guard. The
    // page is LEFT JOINed to it (no rows past the end: one row of the total alone) and ordered
    // by its rank, as a joined subquery keeps no order of its own.
    const withs = prefix ? `${prefix.trimEnd()}, ` : 'WITH ';
    const keys = pageKeys(q.key, q, filters, '(SELECT n FROM counted)', paging);
    const page =
      `SELECT ${q.select}, ROW_NUMBER() OVER (ORDER BY ${q.order}) AS "${RANK}" FROM ${q.from} ` +
      `WHERE ${q.key} IN (${keys.text})`;
    const sql =
      `${withs}counted(n) AS MATERIALIZED (${counted}) ` +
      `SELECT counted.n AS "${TOTAL}", page.* FROM counted LEFT JOIN (${page}) page ORDER BY page."${RANK}"`;
    const stmt = db.prepare(sql).bind(...bound, ...keys.binds);
    const [answer] = await db.batch<Row>([stmt]);
    const results = answer?.results ?? [];
    const rows = results
      .filter((row) => row[RANK] !== null && row[RANK] !== undefined)
      .map(({ [TOTAL]: _, [RANK]: __, ...row }) => row);
    return { total: Number(results[0]?.[TOTAL] ?? 0), rows };
  }
  // Without a key the page is whole rows, sorted: a rank over them would sort the whole list
  // again, so the count goes beside it and the guard counts once more (later pages only).
  const count = db.prepare(`${prefix}SELECT COUNT(*) AS total FROM ${q.from} ${clause}`).bind(...bound);
  const limit = paging.offset > 0 ? guardedLimit(`(${counted})`) : 'LIMIT ? OFFSET ?';
  const guard = paging.offset > 0 ? [paging.offset] : [];
  const rows = db
    .prepare(`${prefix}SELECT ${q.select} FROM ${q.from} ${clause} ORDER BY ${q.order} ${limit}`)
    .bind(...bound, ...guard, ...(paging.offset > 0 ? filters.args : []), paging.pageSize, paging.offset);
  const [total, page] = await db.batch<Row>([count, rows]);
  return { total: Number(total?.results[0]?.total ?? 0), rows: page?.results ?? [] };
}

/** All rows of a filtered, ordered list (the `data: [...]` calls). */
export async function listRows(db: Db, filters: Filters, q: PagedQuery, limit?: number): Promise<Row[]> {
  const { prefix, clause, bound } = filters;
  const tail = limit === undefined ? '' : ' LIMIT ?';
  const stmt = db.prepare(`${prefix}SELECT ${q.select} FROM ${q.from} ${clause} ORDER BY ${q.order}${tail}`);
  const { results } = await stmt.bind(...bound, ...(limit === undefined ? [] : [limit])).all<Row>();
  return results;
}
