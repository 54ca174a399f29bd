// The site's own additions to the calls (docs/api.md), answered in upstream mode from the CMS's
// standard calls, since a CMS need not offer them: a page column's article (its listing,
// then its detail), one service's FAQ page (its categories, their counts, then only the
// pages shown: decision 0015) and the release keys of the sitemap (ListRelease's pages of
// 100). In D1 mode each is one read (docs/decisions/0026, 0036).

import { CALLS, type CallName, type ParsedCall } from '../../app/api/calls.ts';
import type { Envelope } from '../../app/api/types.ts';
import { RELEASE_KEYS_PAGE_MAX } from '../../app/constants.ts';
import { pagesFor, spansOf } from '../../app/lib/category-spans.ts';
import { PAGE_SIZE_MAX, pagingOf } from './d1/params.ts';
import { notFound, ok, page } from './store.ts';

type Handle = (call: ParsedCall, query: URLSearchParams) => Promise<Envelope>;

const callOf = (name: CallName, id?: string): ParsedCall => ({ name, spec: CALLS[name], id });

interface Paged<T> {
  code?: number;
  rows?: T[];
  total?: number;
  data?: T[];
}

/** `columnArticle/{columnId}`: the first release of the column's listing filed in the column itself (a list of one, or none). */
export async function upstreamColumnArticle(handle: Handle, columnId: string | undefined): Promise<Envelope> {
  if (!columnId || !/^\d+$/.test(columnId)) return notFound();
  const listing = (await handle(callOf('ListRelease'), new URLSearchParams({ columnId, pageSize: '20' }))) as Paged<{
    id: string;
    columnId: string;
  }>;
  if (listing.code !== 200) return listing as Envelope;
  const own = listing.rows?.find((row) => row.columnId === columnId);
  if (!own) return ok([]);
  const detail = (await handle(callOf('releaseDetailById', own.id), new URLSearchParams())) as {
    code?: number;
    data?: unknown;
  };
  if (detail.code === 404) return ok([]);
  return detail.code === 200 ? ok([detail.data]) : (detail as Envelope);
}

/**
 * `listAuthQu?serviceCode=`: the service's categories laid end to end by their counts, and
 * only the pages of them that this page spans.
 */
export async function upstreamServiceFaq(handle: Handle, query: URLSearchParams): Promise<Envelope> {
  const serviceCode = query.get('serviceCode') ?? '';
  const question = query.get('question');
  const ask = (params: Record<string, string>) =>
    handle(callOf('listAuthQu'), new URLSearchParams({ ...params, ...(question ? { question } : {}) })) as Promise<
      Paged<unknown>
    >;
  const types = (await handle(callOf('listAuthQuType'), new URLSearchParams({ serviceCode }))) as Paged<{ id: string }>;
  if (types.code !== 200) return types as Envelope;
  const typeIds = (types.data ?? []).map((t) => t.id);
  const counts = await Promise.all(typeIds.map((typeId) => ask({ typeId, pageSize: '1' })));
  const failed = counts.find((c) => c.code !== 200);
  if (failed) return failed as Envelope;
  const totals = counts.map((c) => c.total ?? 0);
  const total = totals.reduce((a, b) => a + b, 0);
  // docs/api.md: a page past the end is empty, with the true total.
  const { pageSize, offset } = pagingOf(query);
  const parts = await Promise.all(
    spansOf(totals, offset, pageSize).map(async ({ index, from, to }) => {
      const pages = pagesFor(from, to, pageSize);
      const answers = await Promise.all(
        pages.map((n) => ask({ typeId: typeIds[index]!, pageNum: String(n), pageSize: String(pageSize) })),
      );
      const skipped = (pages[0]! - 1) * pageSize;
      return answers.flatMap((a) => a.rows ?? []).slice(from - skipped, to - skipped);
    }),
  );
  return page(parts.flat(), total);
}

/** ListRelease's pages asked at once: enough to overlap round trips, few enough for the CMS. */
const PARALLEL_PAGES = 4;

/**
 * `listReleaseKeys`: the CMS's ListRelease pages of 100 that cover the page asked (its size up
 * to RELEASE_KEYS_PAGE_MAX), a few at a time, cut to it and to the keys.
 */
export async function upstreamReleaseKeys(handle: Handle, query: URLSearchParams): Promise<Envelope> {
  const pageNum = Math.max(1, Number(query.get('pageNum')) || 1);
  const pageSize = Math.max(1, Math.min(Number(query.get('pageSize')) || 10, RELEASE_KEYS_PAGE_MAX));
  const [start, end] = [(pageNum - 1) * pageSize, pageNum * pageSize];
  const pages = pagesFor(start, end, PAGE_SIZE_MAX);
  type Row = { id: string; columnCode: string; releaseTime: string; linkUrl?: string | null; updateTime?: unknown };
  const rows: Row[] = [];
  let total = 0;
  for (let i = 0; i < pages.length; i += PARALLEL_PAGES) {
    const asked = pages
      .slice(i, i + PARALLEL_PAGES)
      .map(
        (n) =>
          handle(
            callOf('ListRelease'),
            new URLSearchParams({ pageNum: String(n), pageSize: String(PAGE_SIZE_MAX) }),
          ) as Promise<Paged<Row>>,
      );
    let short = false;
    for (const answer of await Promise.all(asked)) {
      if (answer.code !== 200) return answer as Envelope;
      total = answer.total ?? total;
      for (const row of answer.rows ?? []) rows.push(row);
      short ||= (answer.rows?.length ?? 0) < PAGE_SIZE_MAX;
    }
    // A page short of 100 is the CMS's last: the ones after it are empty.
    if (short) break;
  }
  const skipped = (pages[0]! - 1) * PAGE_SIZE_MAX;
  const keys = rows
    .slice(start - skipped, end - skipped)
    .map(({ id, columnCode, releaseTime, linkUrl, updateTime }) => ({
      id,
      columnCode,
      releaseTime,
      ...(linkUrl ? { linkUrl } : {}),
      // A CMS's own last change, when later (RuoYi rows carry `updateTime`): the sitemap's lastmod.
      ...(typeof updateTime === 'string' && updateTime > releaseTime ? { updateTime } : {}),
    }));
  return page(keys, total);
}
