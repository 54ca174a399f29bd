// Reading a paged call to its end, for the few places that truly show every row (decision
// 0015): the store caps a page at 100 rows, so stopping after one page silently truncates.

import type { Page } from '../api/types.ts';
import { clampPage, pageCount } from '../lib/pagination.ts';

/** The store's largest page (docs/api.md: `pageSize` above 100 is answered as 100). */
export const MAX_PAGE_SIZE = 100;

export type PageLoader<T> = (paging: { pageNum: number; pageSize: number }) => Promise<Page<T>>;

/** Every row: the first page, then all remaining pages at once (their count is known from `total`). */
export async function allRows<T>(load: PageLoader<T>): Promise<T[]> {
  const first = await load({ pageNum: 1, pageSize: MAX_PAGE_SIZE });
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  if (pages <= 1 || first.rows.length < MAX_PAGE_SIZE) return first.rows;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => load({ pageNum: i + 2, pageSize: MAX_PAGE_SIZE })),
  );
  return [first, ...rest].flatMap((p) => p.rows);
}

/**
 * The first `count` rows that pass `keep`, asking the store for exactly `count` rows filtered
 * by an optional parameter of this site's. When every row of that answer passes, it is the
 * answer (a store that applied the filter, or one whose first rows happen to pass); when one
 * does not, the store ignored the parameter and the rows are read to the end and filtered here.
 */
export async function firstKept<T>(load: PageLoader<T>, keep: (row: T) => boolean, count: number): Promise<T[]> {
  const first = await load({ pageNum: 1, pageSize: count });
  if (first.rows.every(keep)) return first.rows.slice(0, count);
  return (await allRows(load)).filter(keep).slice(0, count);
}

/** The visitor's page, or the last one when theirs is past the end (requirements §4). */
export async function loadPage<T>(load: PageLoader<T>, page: number, size: number) {
  const first = await load({ pageNum: page, pageSize: size });
  const current = clampPage(page, pageCount(first.total, size));
  const result = current === page ? first : await load({ pageNum: current, pageSize: size });
  return { total: result.total, page: current, rows: result.rows };
}
