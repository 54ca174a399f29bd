// ListRelease and listHotNews (docs/api.md): articles without `content`, with their
// column's code, tags and attachments.

import type { Envelope } from '../../../app/api/types.ts';
import { ok, page } from '../store.ts';
import { Filters } from './filters.ts';
import { beijingTime, idOf, keywordOf, pageSizeOf, pagingOf, textOf, timeOf } from './params.ts';
import { listRows, pagedRows, type Db, type Row } from './query.ts';
import { GUIDE_KEYS } from '../../../content/sql.ts';
import { selectList, toEntity } from './rows.ts';
import { inColumnTree } from './scope.ts';

export const RELEASE_FROM = 'releases r JOIN columns c ON c.id = r.column_id';

/** A column's listing order: pinned first, then newest (ties: higher id first). */
export const RELEASE_ORDER = 'r.is_top DESC, r.release_time DESC, r.id DESC';

/** listHotNews: most read first, then newest. */
const HOT_ORDER = 'r.read_count DESC, r.release_time DESC, r.id DESC';

/**
 * listHotNews ranks the reads of the news released in the last HOT_WINDOW_DAYS days only, and
 * leaves out notices past their "valid until" time (issue 35): a notice read most last year
 * (a New Year 2025 reminder in November 2026) has left the box. Read counts are lifetime
 * counts, so without a window the oldest notices would hold the box for good.
 */
export const HOT_WINDOW_DAYS = 180;

/** The release's tags `[{ id, tagName }]` in the release's own order, as JSON text. */
const TAGS_JSON =
  "(SELECT json_group_array(json_object('id', CAST(t.id AS TEXT), 'tagName', t.tag_name)) FROM " +
  '(SELECT tg.id, tg.tag_name FROM release_tags rt JOIN tags tg ON tg.id = rt.tag_id ' +
  'WHERE rt.release_id = r.id ORDER BY rt.position) t)';

/** The select list of a release; `content` and a guide's sections only for the detail. */
export function releaseSelect(withContent: boolean): string {
  const fields = selectList('releases', 'r', withContent ? [] : ['content', ...GUIDE_KEYS]);
  return `${fields}, c.column_code AS "columnCode", ${TAGS_JSON} AS "tags"`;
}

export function toRelease(row: Row): Row {
  return { ...toEntity('releases', row), tags: JSON.parse(String(row.tags ?? '[]')) };
}

/**
 * Scheduled publishing (decision 0122): a release whose time is still to come (`now`, the
 * worker's clock in Beijing time, bound) is in no listing, count, feed or sitemap until then.
 */
export const released = (filters: Filters, now: Date): Filters =>
  filters.where('r.release_time <= ?', beijingTime(now));

/** `/api/cn/ListRelease`: paged, pinned first then newest, a column with its descendants. */
export async function listRelease(db: Db, query: URLSearchParams, now: Date): Promise<Envelope> {
  const title = keywordOf(query, 'title');
  const begin = timeOf(query, 'params[beginTime]', false);
  const end = timeOf(query, 'params[endTime]', true);
  const filters = inColumnTree(new Filters(), 'r.column_id', textOf(query, 'columnId'), textOf(query, 'columnCode'));
  if (title !== undefined) filters.keyword('r.title', title);
  const tagId = textOf(query, 'tagId');
  if (tagId !== undefined) {
    const id = idOf(tagId);
    if (id === null) filters.nothing();
    else filters.where('EXISTS (SELECT 1 FROM release_tags rt WHERE rt.release_id = r.id AND rt.tag_id = ?)', id);
  }
  const isTop = textOf(query, 'isTop');
  if (isTop !== undefined) {
    if (isTop === '0' || isTop === '1') filters.where('r.is_top = ?', Number(isTop));
    else filters.nothing();
  }
  if (begin !== undefined) filters.where('r.release_time >= ?', begin);
  if (end !== undefined) filters.where('r.release_time <= ?', end);
  if (filters.impossible) return page([], 0);
  released(filters, now);

  const q = { from: RELEASE_FROM, select: releaseSelect(false), order: RELEASE_ORDER, key: 'r.id' };
  const { total, rows } = await pagedRows(db, filters, q, pagingOf(query));
  return page(rows.map(toRelease), total);
}

/** `/api/cn/listHotNews`: the most read articles of a column (with descendants) or the site. */
export async function listHotNews(db: Db, query: URLSearchParams, now: Date): Promise<Envelope> {
  const filters = inColumnTree(new Filters(), 'r.column_id', textOf(query, 'columnId'));
  if (filters.impossible) return ok([]);
  // News only: page columns hold service guides and about pages, not articles to rank.
  filters.where("c.column_type = 'list'");
  const at = beijingTime(now);
  // `+r.release_time`: the window and the scheduled-publishing bound (decision 0122) filter rows
  // read down releases_by_reads, most read first, as before migration 0024; on its index on
  // release_time the planner read the half-year's rows and sorted them (home 1.56x the seed's
  // at 100,000 releases, bench:scale 2026-11-28).
  filters.where('+r.release_time >= ?', beijingTime(new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000)));
  filters.where('(r.valid_until IS NULL OR r.valid_until >= ?)', at);
  filters.where('+r.release_time <= ?', at);
  const q = { from: RELEASE_FROM, select: releaseSelect(false), order: HOT_ORDER };
  const rows = await listRows(db, filters, q, pageSizeOf(query.get('pageSize')));
  return ok(rows.map(toRelease));
}
