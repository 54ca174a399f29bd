// THE call table: the 15 content calls of requirements §7 with their parameters and answers
// (docs/api.md). It drives the API client, the upstream normaliser, the sanitiser, the
// cache rules and the worker's D1 dispatch; adding a call is one entry here and one handler.
// Decoders are named, not imported, so this table costs the initial JavaScript nothing.

import type * as T from './types.ts';
import type { CertificationCode } from '../domain/services.ts';
import type { SearchQuery, SearchResult } from './search.ts';
import type { ActivityQuery, AuthQuQuery, ExhibitionQuery, Paging, ReleaseQuery } from './call-queries.ts';

/** The decoders of app/api/entities.ts, by name. */
export type EntityName =
  | 'column'
  | 'release'
  | 'releaseDetail'
  | 'activity'
  | 'activityDetail'
  | 'exhibitionTheme'
  | 'exhibition'
  | 'advertising'
  | 'hotWord'
  | 'tag'
  | 'authQuType'
  | 'authQu'
  | 'catalogue'
  | 'fact'
  | 'searchResult';

/**
 * How the answer travels (docs/api.md): `list` as `data: T[]`, `page` as `rows`/`total`, `detail`
 * as `data: T` (null → 404), `count` as `data: number`, `result` as an envelope of its own
 * (search: rows, total, counts, mode) decoded whole.
 */
export type AnswerShape = 'list' | 'page' | 'detail' | 'count' | 'result';

export interface CallSpec {
  /** Path below the API origin, e.g. `/api/cn/listColumn`. */
  readonly path: string;
  /** The call takes `{id}` as the last path segment. */
  readonly pathId: boolean;
  /** Query parameters the call reads; everything else is dropped (and not part of cache keys). */
  readonly params: readonly string[];
  readonly answer: AnswerShape;
  /** The decoder of each item (list, page) or of the record (detail). */
  readonly entity?: EntityName;
  /** Editors' HTML fields of the record or of each row: sanitised in the worker (docs/api.md). */
  readonly html: readonly string[];
  /** Fields of each row whose only markup may be `<mark>` (search titles and snippets). */
  readonly marks: readonly string[];
  /** False for calls that must reach the store every time (getReadCount counts each GET). */
  readonly cached: boolean;
}

/** Types a call's argument and decoded answer; exists only for the type checker. */
declare const signature: unique symbol;
interface Typed<Arg, Result> {
  readonly [signature]?: (arg: Arg) => Result;
}

type SpecInput = Partial<Omit<CallSpec, 'path' | 'answer'>> & Pick<CallSpec, 'path' | 'answer'>;

/** One table entry: the defaults filled in, the argument and answer types attached. */
function call<Arg, Result>(spec: SpecInput): CallSpec & Typed<Arg, Result> {
  return { pathId: false, params: [], html: [], marks: [], cached: true, ...spec };
}

const PAGING = ['pageNum', 'pageSize'] as const;

export const CALLS = {
  listColumn: call<void, T.Column[]>({ path: '/api/cn/listColumn', answer: 'list', entity: 'column' }),
  ListRelease: call<ReleaseQuery, T.Page<T.Release>>({
    path: '/api/cn/ListRelease',
    params: ['columnId', 'columnCode', 'title', 'tagId', 'isTop', 'params[beginTime]', 'params[endTime]', ...PAGING],
    answer: 'page',
    entity: 'release',
  }),
  releaseDetailById: call<T.Id, T.ReleaseDetail>({
    path: '/api/cn/releaseDetailById',
    pathId: true,
    answer: 'detail',
    entity: 'releaseDetail',
    html: ['content'],
  }),
  listHotWordByColumnId: call<T.Id, T.HotWord[]>({
    path: '/api/cn/listHotWordByColumnId',
    pathId: true,
    answer: 'list',
    entity: 'hotWord',
  }),
  ListTagByColumnId: call<T.Id, T.Tag[]>({
    path: '/api/cn/ListTagByColumnId',
    pathId: true,
    answer: 'list',
    entity: 'tag',
  }),
  listHotNews: call<{ columnId?: string; pageSize?: number }, T.Release[]>({
    path: '/api/cn/listHotNews',
    params: ['columnId', 'pageSize'],
    answer: 'list',
    entity: 'release',
  }),
  listActivity: call<ActivityQuery, T.Page<T.Activity>>({
    path: '/api/cn/listActivity',
    params: ['columnId', 'columnCode', 'status', 'title', ...PAGING],
    answer: 'page',
    entity: 'activity',
  }),
  activityDetailById: call<T.Id, T.ActivityDetail>({
    path: '/api/cn/activityDetailById',
    pathId: true,
    answer: 'detail',
    entity: 'activityDetail',
    html: ['content'],
  }),
  listExhibitionTheme: call<void, T.ExhibitionTheme[]>({
    path: '/api/cn/listExhibitionTheme',
    answer: 'list',
    entity: 'exhibitionTheme',
  }),
  listExhibition: call<ExhibitionQuery, T.Page<T.Exhibition>>({
    path: '/api/cn/listExhibition',
    params: [
      'themeId',
      'exhibitionName',
      'country',
      'year',
      'month',
      'id',
      'status',
      'params[beginDate]',
      'params[today]',
      'params[time]',
      'distinct',
      ...PAGING,
    ],
    answer: 'page',
    entity: 'exhibition',
    html: ['content'],
  }),
  listAdvertising: call<{ position: T.AdPosition }, T.Advertising[]>({
    path: '/api/cn/listAdvertising',
    params: ['position'],
    answer: 'list',
    entity: 'advertising',
  }),
  listAuthQuType: call<{ serviceCode?: CertificationCode }, T.AuthQuType[]>({
    path: '/api/cn/listAuthQuType',
    params: ['serviceCode'],
    answer: 'list',
    entity: 'authQuType',
  }),
  listAuthQu: call<AuthQuQuery, T.Page<T.AuthQu>>({
    path: '/api/cn/listAuthQu',
    params: ['typeId', 'question', 'serviceCode', ...PAGING],
    answer: 'page',
    entity: 'authQu',
    html: ['answer'],
  }),
  listCatalogue: call<void, T.Catalogue[]>({ path: '/api/cn/listCatalogue', answer: 'list', entity: 'catalogue' }),
  // The site's own addition (issue 45, decision 0111): the council's contact facts and other
  // bodies' numbers, each once; prose refers to one as {{fact:NAME}} (app/domain/fact-refs.ts).
  listFact: call<void, T.Fact[]>({ path: '/api/cn/listFact', answer: 'list', entity: 'fact' }),
  getReadCount: call<T.Id, number>({ path: '/api/common/getReadCount', pathId: true, answer: 'count', cached: false }),
  // The site's own addition (docs/api.md): a page column's article (the first filed in the column
  // itself) in one read, instead of its listing and then its detail; none is no error.
  columnArticle: call<T.Id, T.ReleaseDetail[]>({
    path: '/api/cn/columnArticle',
    pathId: true,
    answer: 'list',
    entity: 'releaseDetail',
    html: ['content'],
  }),
  // The site's own addition (issue 28, decision 0036): every release's key in ListRelease's
  // order (pinned, then newest), up to RELEASE_KEYS_PAGE_MAX a page: what the sitemap's article
  // files name, in one lean read instead of a ListRelease of 100 per hundred articles.
  listReleaseKeys: call<Paging, T.Page<T.ReleaseKey>>({
    path: '/api/cn/listReleaseKeys',
    params: [...PAGING],
    answer: 'page',
  }),
  // The site's own addition (docs/api.md): full-text search over every content type.
  search: call<SearchQuery, SearchResult>({
    path: '/api/cn/search',
    params: ['keyword', 'type', 'exact', 'service', 'category', ...PAGING],
    answer: 'result',
    entity: 'searchResult',
    marks: ['title', 'snippet'],
  }),
} as const;

export type CallName = keyof typeof CALLS;
export const CALL_NAMES = Object.keys(CALLS) as CallName[];

/** What a call takes: nothing, a path id, or its query. */
export type CallArg<N extends CallName> = (typeof CALLS)[N] extends Typed<infer A, unknown> ? A : never;
/** What a call's answer decodes to. */
export type CallResult<N extends CallName> = (typeof CALLS)[N] extends Typed<never, infer R> ? R : never;

export interface ParsedCall {
  name: CallName;
  spec: CallSpec;
  /** The path id, exactly as given (validated by the store). */
  id?: string;
}

/** Finds the call a request path names, or null when the path is no call at all. */
export function parseCallPath(pathname: string): ParsedCall | null {
  for (const name of CALL_NAMES) {
    const spec: CallSpec = CALLS[name];
    if (!spec.pathId) {
      if (pathname === spec.path) return { name, spec };
      continue;
    }
    if (pathname.startsWith(`${spec.path}/`)) {
      const rest = pathname.slice(spec.path.length + 1);
      if (rest.length > 0 && !rest.includes('/')) return { name, spec, id: decodeURIComponentSafe(rest) };
    }
  }
  return null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
