// releaseDetailById and getReadCount (docs/api.md): one article with `content` and its
// neighbours; the read counter.

import type { Envelope } from '../../../app/api/types.ts';
import { notFound, ok } from '../store.ts';
import { beijingTime, idOf } from './params.ts';
import type { Db, Row } from './query.ts';
import { RELEASE_FROM, RELEASE_ORDER, releaseSelect, toRelease } from './releases.ts';

/**
 * The scheduled-publishing condition on `r` (decision 0122), `?2` bound to now (Beijing time;
 * `?1` is the id): a release still to come has no page yet (404) and is nobody's neighbour.
 */
const RELEASED = 'r.release_time <= ?2';

/**
 * The release's neighbours in its column's listing (the column with its descendants, in
 * ListRelease order: pinned first, then newest). `prev` is the one listed just before it
 * (newer, or pinned), `next` the one listed just after it (older): reading "next" walks
 * down the list the visitor came from. Each is the nearest key on its side (the listing's
 * order is (is_top, release_time, id) descending), read from releases_by_column: at 100,000
 * releases a window over the whole listing took 140 to 590 ms, this 20 to 60 ms (issue 28).
 */
const neighbours = (idSql: string) =>
  `WITH RECURSIVE scope(id) AS (SELECT column_id FROM releases WHERE id = ${idSql} ` +
  'UNION SELECT c.id FROM columns c JOIN scope s ON c.column_pid = s.id), ' +
  `x AS (SELECT is_top AS t, release_time AS rt, id FROM releases WHERE id = ${idSql}), ` +
  'p AS (SELECT r.id, r.title FROM releases r, x WHERE r.column_id IN (SELECT id FROM scope) ' +
  `AND ${RELEASED} AND (r.is_top, r.release_time, r.id) > (x.t, x.rt, x.id) ORDER BY r.is_top, r.release_time, r.id LIMIT 1), ` +
  'n AS (SELECT r.id, r.title FROM releases r, x WHERE r.column_id IN (SELECT id FROM scope) ' +
  `AND ${RELEASED} AND (r.is_top, r.release_time, r.id) < (x.t, x.rt, x.id) ORDER BY ${RELEASE_ORDER} LIMIT 1) ` +
  'SELECT (SELECT id FROM p) AS prevId, (SELECT title FROM p) AS prevTitle, ' +
  '(SELECT id FROM n) AS nextId, (SELECT title FROM n) AS nextTitle';

/** A page column's article: the first filed in the column itself, in its listing's order. */
const COLUMN_ARTICLE_ID = `(SELECT r.id FROM releases r WHERE r.column_id = ?1 AND ${RELEASED} ORDER BY ${RELEASE_ORDER} LIMIT 1)`;

const neighbour = (id: unknown, title: unknown) =>
  id === null || id === undefined ? null : { id: String(id), title: String(title) };

/**
 * `/api/cn/releaseDetailById/{id}`: 404 for an id that is no number, names no release, or names
 * one still to come (scheduled).
 */
export function releaseDetail(db: Db, rawId: string | undefined, now: Date): Promise<Envelope> {
  return detailWhere(db, '?1', rawId, now);
}

/**
 * `/api/cn/columnArticle/{columnId}` (the site's addition): the page column's article in the
 * same one batch as any detail, as a list of one; none when the column has none of its own.
 */
export async function columnArticle(db: Db, rawColumnId: string | undefined, now: Date): Promise<Envelope> {
  if (idOf(rawColumnId) === null) return notFound();
  const found = await detailWhere(db, COLUMN_ARTICLE_ID, rawColumnId, now);
  return ok(found.code === 200 && 'data' in found ? [found.data] : []);
}

/** The release whose id `idSql` gives (`?1` bound to the path id), with its neighbours. */
async function detailWhere(db: Db, idSql: string, rawId: string | undefined, now: Date): Promise<Envelope> {
  const id = idOf(rawId);
  if (id === null) return notFound();
  const at = beijingTime(now);
  const [detail, around] = await db.batch<Row>([
    db.prepare(`SELECT ${releaseSelect(true)} FROM ${RELEASE_FROM} WHERE r.id = ${idSql} AND ${RELEASED}`).bind(id, at),
    db.prepare(neighbours(idSql)).bind(id, at),
  ]);
  const row = detail?.results[0];
  if (!row) return notFound();
  const n = around?.results[0] ?? {};
  return ok({ ...toRelease(row), prev: neighbour(n.prevId, n.prevTitle), next: neighbour(n.nextId, n.nextTitle) });
}

/**
 * `/api/common/getReadCount/{id}`: counts this read and answers the new count. One
 * UPDATE … RETURNING, so concurrent reads never lose a count; unknown ids count nothing.
 */
export async function readCount(db: Db, rawId: string | undefined): Promise<Envelope> {
  const id = idOf(rawId);
  if (id === null) return notFound();
  const row = await db
    .prepare('UPDATE releases SET read_count = read_count + 1 WHERE id = ? RETURNING read_count AS readCount')
    .bind(id)
    .first<{ readCount: number }>();
  return row ? ok(Number(row.readCount)) : notFound();
}

/**
 * An article's read count as stored now, counting nothing (a reader counted within the
 * window, reloading: worker/api/read-count.ts); unknown ids are a 404 as for the counter.
 */
export async function storedReadCount(db: Pick<D1Database, 'prepare'>, rawId: string): Promise<Envelope> {
  const id = idOf(rawId);
  if (id === null) return notFound();
  const row = await db
    .prepare('SELECT read_count AS readCount FROM releases WHERE id = ?')
    .bind(id)
    .first<{ readCount: number }>();
  return row ? ok(Number(row.readCount)) : notFound();
}
