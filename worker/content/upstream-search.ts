// `/api/cn/search` in upstream mode (docs/api.md): an upstream CMS has no full-text index, so
// the first page of the keyword parameters of ListRelease, listActivity, listExhibition
// and listAuthQu (titles and questions only) is merged; guides and forms count 0, and the
// answer says `"mode": "titles"` so the page can tell the visitor.

import { CALLS, type CallName, type ParsedCall } from '../../app/api/calls.ts';
import { noSearchResult } from '../../app/api/search.ts';
import type { Activity, AuthQu, Envelope, Exhibition, Release } from '../../app/api/types.ts';
import { plainText, SEARCH_TYPES, type SearchType } from '../../content/search-index.ts';
import { fold } from '../../content/segment.ts';
import { simplifiedText } from '../../content/traditional.ts';
import { BadInput, pagingOf } from './d1/params.ts';
import type { SearchCounts, SearchHitRow } from './d1/search.ts';
import { searchParams } from './d1/search-params.ts';
import { markTerms, snippet } from './search-snippet.ts';
import { badRequest } from './store.ts';

/** How many of each list the merge reads: the CMS's first page. */
const FIRST_PAGE = 20;

type Handle = (call: ParsedCall, query: URLSearchParams) => Promise<Envelope>;

const callOf = (name: CallName): ParsedCall => ({ name, spec: CALLS[name] });

async function rowsOf<T>(
  handle: Handle,
  name: CallName,
  param: string,
  keyword: string,
  more: Record<string, string> = {},
): Promise<T[]> {
  const body = (await handle(
    callOf(name),
    new URLSearchParams({ [param]: keyword, ...more, pageNum: '1', pageSize: String(FIRST_PAGE) }),
  )) as {
    code?: number;
    rows?: T[];
  };
  return body.code === 200 && Array.isArray(body.rows) ? body.rows : [];
}

export async function upstreamSearch(handle: Handle, query: URLSearchParams): Promise<Envelope> {
  let params: ReturnType<typeof searchParams>;
  try {
    params = searchParams(query);
  } catch (error) {
    if (error instanceof BadInput) return badRequest();
    throw error;
  }
  // The CMS matches titles as written, in simplified characters: 展覽 is asked as 展览.
  const keyword = simplifiedText(params.keyword);
  const { scope } = params;
  // A scoped search (the FAQ page's box) is a search of questions only: the CMS's question
  // filter, within the category, or within the categories of the service.
  const only = scope.service !== undefined || scope.category !== undefined;
  const type = only ? 'faq' : params.type;
  const marks = [fold(keyword)];
  const none = Promise.resolve([]);
  const [releases, faqs, activities, exhibitions, types] = await Promise.all([
    only ? none : rowsOf<Release>(handle, 'ListRelease', 'title', keyword),
    rowsOf<AuthQu>(handle, 'listAuthQu', 'question', keyword, scope.category ? { typeId: scope.category } : {}),
    only ? none : rowsOf<Activity>(handle, 'listActivity', 'title', keyword),
    only ? none : rowsOf<Exhibition>(handle, 'listExhibition', 'exhibitionName', keyword),
    scope.service ? typesOf(handle, scope.service) : Promise.resolve(null),
  ]);
  const faqsInScope = types ? faqs.filter((q) => types.has(q.typeId)) : faqs;
  const hit = (t: SearchType, id: string, title: string, body: string, url: string, date: string): SearchHitRow => ({
    type: t,
    id,
    title: markTerms(title, marks),
    snippet: snippet(body, marks),
    url,
    date: date.slice(0, 10),
    serviceCode: null,
    bestBet: false,
  });
  const all: SearchHitRow[] = [
    ...releases.map((r) =>
      hit('release', r.id, r.title, r.summary ?? '', r.linkUrl || `/detail/${r.id}`, r.releaseTime),
    ),
    ...faqsInScope.map((q) =>
      hit(
        'faq',
        q.id,
        q.question,
        plainText(q.answer),
        `/service/commercial/components/problem?${new URLSearchParams({ q: q.question })}#faq-${q.id}`,
        '',
      ),
    ),
    ...activities.map((a) =>
      hit('activity', a.id, a.title, a.summary ?? '', `/detail/${a.id}?type=activity`, a.startTime),
    ),
    ...exhibitions.map((e) =>
      hit(
        'exhibition',
        e.id,
        e.exhibitionName,
        [e.country, e.city, e.summary].filter(Boolean).join(' '),
        `/service/exhibition?country=${encodeURIComponent(e.country)}`,
        e.startDate,
      ),
    ),
  ];
  const counts = Object.fromEntries(
    SEARCH_TYPES.map((t) => [t, all.filter((h) => h.type === t).length]),
  ) as SearchCounts;
  const chosen = type ? all.filter((h) => h.type === type) : all;
  const { offset, pageSize } = pagingOf(query);
  // The CMS's keyword filters are its own: no correction, broadening or closest guides.
  const answer = {
    code: 200,
    msg: '查询成功',
    ...noSearchResult('titles'),
    total: chosen.length,
    rows: chosen.slice(offset, offset + pageSize),
    counts,
  };
  return answer;
}

/** The ids of a service's FAQ categories, from the CMS. */
async function typesOf(handle: Handle, service: string): Promise<Set<string>> {
  const body = (await handle(callOf('listAuthQuType'), new URLSearchParams({ serviceCode: service }))) as {
    code?: number;
    data?: { id?: unknown; serviceCode?: unknown }[];
  };
  const rows = body.code === 200 && Array.isArray(body.data) ? body.data : [];
  return new Set(rows.filter((t) => t.serviceCode === service).map((t) => String(t.id)));
}
