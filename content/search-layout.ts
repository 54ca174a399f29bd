// Where each search document sits in the index's rowid space (decision 0033): news (the
// releases of list columns, the part that grows with the archive) below NEWS_IDS_END in the
// order of their release time, every other document (guides, page articles, FAQs, activities,
// exhibitions, forms) above it. A search then ranks within "every other match and the newest
// matching news" with one FTS5 rowid range, however large the archive. Pure TS.

import type { ContentDocument, ReleaseRecord } from './schema.ts';

/** News ids are 1 … NEWS_IDS_END - 1; every other document's id is NEWS_IDS_END or more. */
export const NEWS_IDS_END = 1_000_000_000;

/** Whether a release is news: it belongs to a list column (a page column's article is not). */
function isNews(release: Pick<ReleaseRecord, 'columnId'>, pageColumns: ReadonlySet<string>): boolean {
  return !pageColumns.has(release.columnId);
}

/** The ids of the document's page columns. */
function pageColumnsOf(doc: Pick<ContentDocument, 'columns'>): Set<string> {
  return new Set((doc.columns ?? []).filter((c) => c.columnType === 'page').map((c) => c.id));
}

/**
 * Each news release's search id: 1 for the oldest, then by release time (ties by release
 * id), so that the highest ids are the newest. Ids only: a large import holds no bodies here.
 */
export function newsIds(doc: Pick<ContentDocument, 'columns' | 'releases'>): Map<string, number> {
  const pages = pageColumnsOf(doc);
  const news = (doc.releases ?? []).filter((r) => isNews(r, pages));
  news.sort((a, b) =>
    a.releaseTime < b.releaseTime ? -1 : a.releaseTime > b.releaseTime ? 1 : Number(a.id) - Number(b.id),
  );
  return new Map(news.map((r, i) => [r.id, i + 1]));
}

/**
 * The id of a document published after the import: the next one of its part of the rowid
 * space (a new news release is the newest; its release time is usually now).
 */
export function nextIdSql(news: boolean, table = 'search_docs'): string {
  return news
    ? `(SELECT COALESCE(MAX(id), 0) + 1 FROM ${table} WHERE id < ${NEWS_IDS_END})`
    : `(SELECT COALESCE(MAX(id) + 1, ${NEWS_IDS_END}) FROM ${table} WHERE id >= ${NEWS_IDS_END})`;
}

/** The id just given by nextIdSql, for the index row written after its document. */
export function lastIdSql(news: boolean, table = 'search_docs'): string {
  return news
    ? `(SELECT MAX(id) FROM ${table} WHERE id < ${NEWS_IDS_END})`
    : `(SELECT MAX(id) FROM ${table} WHERE id >= ${NEWS_IDS_END})`;
}
