// listReleaseKeys (issue 28, decision 0036): every release's id, column code, time, outside
// link and (when later) update time in ListRelease's order, thousands a page, for the sitemap's article files. The index that
// holds the order holds these too (migrations 0007, 0020), so a page reads no rows, however deep; each
// statement answers one row of JSON, which crosses from D1 in one piece instead of as thousands
// of row objects (the D1 API's conversions were a fifth of a 5,000-article file's CPU).

import { RELEASE_KEYS_PAGE_MAX } from '../../../app/constants.ts';
import type { Envelope } from '../../../app/api/types.ts';
import { page } from '../store.ts';
import { beijingTime, pagingOf } from './params.ts';
import type { Db, Row } from './query.ts';
import { RELEASE_ORDER } from './releases.ts';

/** Rows per statement: a page is read in statements of this many (each ≤ 300 KB of JSON), one batch. */
const READ = 5_000;

const KEYS =
  'SELECT json_group_array(json_array(CAST(r.id AS TEXT), c.column_code, r.release_time, r.link_url, r.update_time)) AS keys FROM ' +
  `(SELECT r.id, r.column_id, r.release_time, r.link_url, r.update_time FROM releases r WHERE r.release_time <= ? ORDER BY ${RELEASE_ORDER} LIMIT ? OFFSET ?) r ` +
  'JOIN columns c ON c.id = r.column_id';

/** `pageSize` as ListRelease reads it (missing or below 1: 10), but up to RELEASE_KEYS_PAGE_MAX. */
function pageSizeOf(raw: string | null): number {
  const n = /^\+?\d+$/.test(raw?.trim() ?? '') ? Number(raw) : 0;
  return n >= 1 ? Math.min(n, RELEASE_KEYS_PAGE_MAX) : 10;
}

type Key = [id: string, columnCode: string, releaseTime: string, linkUrl: string | null, updateTime: string | null];

/** `/api/cn/listReleaseKeys`: one batch, the count and the page in statements of READ rows. */
export async function listReleaseKeys(db: Db, query: URLSearchParams, now: Date): Promise<Envelope> {
  const { pageNum } = pagingOf(query);
  const pageSize = pageSizeOf(query.get('pageSize'));
  const offset = (pageNum - 1) * pageSize;
  // A release still to come is in no sitemap until its time (decision 0122).
  const released = beijingTime(now);
  const statements = [db.prepare('SELECT COUNT(*) AS total FROM releases WHERE release_time <= ?').bind(released)];
  for (let at = 0; at < pageSize; at += READ)
    statements.push(db.prepare(KEYS).bind(released, Math.min(READ, pageSize - at), offset + at));
  const [counted, ...reads] = await db.batch<Row>(statements);
  const rows: Row[] = [];
  for (const read of reads) {
    for (const [id, columnCode, releaseTime, linkUrl, updateTime] of JSON.parse(
      String(read.results[0]?.keys ?? '[]'),
    ) as Key[]) {
      const row: Row = { id, columnCode, releaseTime };
      if (linkUrl) row.linkUrl = linkUrl;
      // Only a later change is news to a search engine (a correction: the sitemap's lastmod).
      if (updateTime && updateTime > releaseTime) row.updateTime = updateTime;
      rows.push(row);
    }
  }
  return page(rows, Number(counted?.results[0]?.total ?? 0));
}
