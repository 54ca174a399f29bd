// Reading paged calls (decision 0015): every row past the 100-row cap, and a correct answer
// from an upstream CMS that ignores this site's optional parameters.

import { describe, expect, it } from 'vitest';
import type { Page } from '../../../../app/api/types.ts';
import { allRows, firstKept, loadPage, type PageLoader } from '../../../../app/data/all-pages.ts';
import { pagesFor, spansOf } from '../../../../app/lib/category-spans.ts';

interface Fair {
  id: number;
  endDate: string;
}

/** A store by docs/api.md's paging rules (pageSize capped at 100), answering `rows` as they are. */
function pagedStore<T>(rows: T[]): PageLoader<T> & { calls: number } {
  const load = async ({ pageNum, pageSize }: { pageNum: number; pageSize: number }): Promise<Page<T>> => {
    load.calls += 1;
    const size = Math.min(pageSize, 100);
    return { total: rows.length, rows: rows.slice((pageNum - 1) * size, pageNum * size) };
  };
  load.calls = 0;
  return load;
}

/** 150 fairs over by 2020, then six still to come. */
const fairs: Fair[] = [
  ...Array.from({ length: 150 }, (_, i) => ({ id: i + 1, endDate: `20${String(10 + Math.floor(i / 15)).padStart(2, '0')}-06-01` })),
  ...Array.from({ length: 6 }, (_, i) => ({ id: 151 + i, endDate: `2027-0${i + 1}-15` })),
];
const upcoming = (f: Fair) => f.endDate >= '2026-11-23';

describe('allRows', () => {
  it('reads every page, not the first 100 rows', async () => {
    const load = pagedStore(fairs);
    expect(await allRows(load)).toEqual(fairs);
    expect(load.calls).toBe(2);
  });

  it('asks once when one page holds everything', async () => {
    const load = pagedStore(fairs.slice(0, 40));
    expect(await allRows(load)).toHaveLength(40);
    expect(load.calls).toBe(1);
  });
});

describe('firstKept', () => {
  it('takes a filtered answer as it is, in one request', async () => {
    const load = pagedStore(fairs.filter(upcoming));
    expect((await firstKept(load, upcoming, 4)).map((f) => f.id)).toEqual([151, 152, 153, 154]);
    expect(load.calls).toBe(1);
  });

  it('with a store that ignored the filter, still finds the first four behind 150 past rows', async () => {
    const load = pagedStore(fairs);
    expect((await firstKept(load, upcoming, 4)).map((f) => f.id)).toEqual([151, 152, 153, 154]);
  });

  it('answers fewer when fewer pass', async () => {
    expect(await firstKept(pagedStore(fairs.slice(0, 150)), upcoming, 4)).toEqual([]);
  });
});

describe('loadPage', () => {
  it('shows the last page for a page past the end', async () => {
    const result = await loadPage(pagedStore(fairs), 99, 50);
    expect(result).toMatchObject({ total: 156, page: 4 });
    expect(result.rows.map((f) => f.id)).toEqual([151, 152, 153, 154, 155, 156]);
  });
});

describe('FAQ categories laid end to end', () => {
  it('cuts a page across categories', () => {
    // Categories of 105, 3 and 7 questions; rows 100–109.
    expect(spansOf([105, 3, 7], 100, 10)).toEqual([
      { index: 0, from: 100, to: 105 },
      { index: 1, from: 0, to: 3 },
      { index: 2, from: 0, to: 2 },
    ]);
    expect(spansOf([105, 0, 7], 0, 10)).toEqual([{ index: 0, from: 0, to: 10 }]);
    expect(spansOf([5], 10, 10)).toEqual([]);
  });

  it('names the pages of one category that hold a span', () => {
    expect(pagesFor(100, 105, 10)).toEqual([11]);
    expect(pagesFor(95, 105, 10)).toEqual([10, 11]);
    expect(pagesFor(0, 3, 10)).toEqual([1]);
  });
});
