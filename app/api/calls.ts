// The 15 calls of SPEC §7 and their parameters (shared/API.md): one list for the client,
// the built-in content service and the upstream proxy.

export const API_PREFIXES = ['/api/cn/', '/api/common/'] as const;

export type CallName =
  | 'listColumn'
  | 'ListRelease'
  | 'releaseDetailById'
  | 'listHotWordByColumnId'
  | 'ListTagByColumnId'
  | 'listHotNews'
  | 'listActivity'
  | 'activityDetailById'
  | 'listExhibitionTheme'
  | 'listExhibition'
  | 'listAdvertising'
  | 'listAuthQuType'
  | 'listAuthQu'
  | 'listCatalogue'
  | 'getReadCount';

export interface CallSpec {
  name: CallName;
  /** Path below the API origin, e.g. `/api/cn/listColumn`. */
  path: string;
  /** The call takes `{id}` as the last path segment. */
  pathId: boolean;
  /** Query parameters the call reads; everything else is dropped (and not part of cache keys). */
  params: readonly string[];
  /** `rows`/`total` envelope rather than `data`. */
  paged: boolean;
}

const PAGING = ['pageNum', 'pageSize'] as const;

export const CALLS: readonly CallSpec[] = [
  { name: 'listColumn', path: '/api/cn/listColumn', pathId: false, params: [], paged: false },
  {
    name: 'ListRelease',
    path: '/api/cn/ListRelease',
    pathId: false,
    params: ['columnId', 'columnCode', 'title', 'tagId', 'isTop', 'params[beginTime]', 'params[endTime]', ...PAGING],
    paged: true,
  },
  { name: 'releaseDetailById', path: '/api/cn/releaseDetailById', pathId: true, params: [], paged: false },
  { name: 'listHotWordByColumnId', path: '/api/cn/listHotWordByColumnId', pathId: true, params: [], paged: false },
  { name: 'ListTagByColumnId', path: '/api/cn/ListTagByColumnId', pathId: true, params: [], paged: false },
  { name: 'listHotNews', path: '/api/cn/listHotNews', pathId: false, params: ['columnId', 'pageSize'], paged: false },
  {
    name: 'listActivity',
    path: '/api/cn/listActivity',
    pathId: false,
    params: ['columnId', 'columnCode', 'status', 'title', ...PAGING],
    paged: true,
  },
  { name: 'activityDetailById', path: '/api/cn/activityDetailById', pathId: true, params: [], paged: false },
  { name: 'listExhibitionTheme', path: '/api/cn/listExhibitionTheme', pathId: false, params: [], paged: false },
  {
    name: 'listExhibition',
    path: '/api/cn/listExhibition',
    pathId: false,
    params: ['themeId', 'exhibitionName', 'country', 'year', ...PAGING],
    paged: true,
  },
  { name: 'listAdvertising', path: '/api/cn/listAdvertising', pathId: false, params: ['position'], paged: false },
  { name: 'listAuthQuType', path: '/api/cn/listAuthQuType', pathId: false, params: ['serviceCode'], paged: false },
  { name: 'listAuthQu', path: '/api/cn/listAuthQu', pathId: false, params: ['typeId', 'question', ...PAGING], paged: true },
  { name: 'listCatalogue', path: '/api/cn/listCatalogue', pathId: false, params: [], paged: false },
  { name: 'getReadCount', path: '/api/common/getReadCount', pathId: true, params: [], paged: false },
];

export interface ParsedCall {
  spec: CallSpec;
  /** The path id, exactly as given (validated by the store). */
  id?: string;
}

/** Finds the call a request path names, or null when the path is no call at all. */
export function parseCallPath(pathname: string): ParsedCall | null {
  for (const spec of CALLS) {
    if (!spec.pathId) {
      if (pathname === spec.path) return { spec };
      continue;
    }
    if (pathname.startsWith(spec.path + '/')) {
      const rest = pathname.slice(spec.path.length + 1);
      if (rest.length > 0 && !rest.includes('/')) return { spec, id: decodeURIComponentSafe(rest) };
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
