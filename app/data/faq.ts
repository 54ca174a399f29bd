// The certification FAQ as pages show it: a page of questions over several categories,
// asked of the store by category counts (decision 0015), and a service's questions in full.

import type { ContentApi } from '../api/client.ts';
import type { AuthQu, AuthQuType } from '../api/types.ts';
import { clampPage, pageCount } from '../lib/pagination.ts';
import { allRows } from './all-pages.ts';

/** Which rows of each category a page spans: `from` (inclusive) to `to` (exclusive) within it. */
export interface Span {
  index: number;
  from: number;
  to: number;
}

/** The categories' rows laid end to end, cut at [start, start + size). Pure, for the loader. */
export function spansOf(totals: readonly number[], start: number, size: number): Span[] {
  const spans: Span[] = [];
  let offset = 0;
  totals.forEach((total, index) => {
    const from = Math.max(start - offset, 0);
    const to = Math.min(start + size - offset, total);
    if (from < to) spans.push({ index, from, to });
    offset += total;
  });
  return spans;
}

/** Pages numbered for `size` that hold rows [from, to) of a list (at most two when to − from ≤ size). */
export function pagesFor(from: number, to: number, size: number): number[] {
  const first = Math.floor(from / size) + 1;
  const last = Math.floor((to - 1) / size) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * One page of the questions of `typeIds`, category after category. Each category's count is
 * one short question of the standard call (`pageSize: 1`, read `total`), so the total is right
 * with any store and only the pages the visitor sees are fetched.
 */
export async function loadFaqPage(
  api: ContentApi,
  typeIds: readonly string[],
  question: string | undefined,
  page: number,
  size: number,
) {
  const counts = await Promise.all(typeIds.map((typeId) => api.listAuthQu({ typeId, question, pageSize: 1 })));
  const totals = counts.map((c) => c.total);
  const total = totals.reduce((a, b) => a + b, 0);
  const current = clampPage(page, pageCount(total, size));
  const parts = await Promise.all(
    spansOf(totals, (current - 1) * size, size).map(async ({ index, from, to }) => {
      const typeId = typeIds[index]!;
      const pages = await Promise.all(
        pagesFor(from, to, size).map((pageNum) => api.listAuthQu({ typeId, question, pageNum, pageSize: size })),
      );
      const skipped = (pagesFor(from, to, size)[0]! - 1) * size;
      return pages.flatMap((p) => p.rows).slice(from - skipped, to - skipped);
    }),
  );
  return { total, page: current, rows: parts.flat() };
}

/** Every question of each category, in full (a service guide shows them all). */
export async function loadFaqByType(
  api: ContentApi,
  types: readonly AuthQuType[],
): Promise<Array<{ type: AuthQuType; questions: AuthQu[] }>> {
  const lists = await Promise.all(types.map((t) => allRows((p) => api.listAuthQu({ typeId: t.id, ...p }))));
  return types.map((type, i) => ({ type, questions: lists[i] ?? [] }));
}
