// Categories laid end to end, as a page of a service's FAQ spans them: which rows of each
// category a page holds, and which of that category's own pages hold them (decision 0015;
// the worker's upstream mode asks a CMS this way, worker/content/upstream-composed.ts).

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
