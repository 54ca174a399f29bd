// What a content API URL asks, parsed once per isolate: the call, its own parameters in one
// spelling (the edge cache's key and the store's query), and the first page a later page
// depends on. The content service (service.ts) answers what this parses.

import { RELEASE_KEYS_PAGE_MAX } from '../../app/constants.ts';
import { CALLS, parseCallPath, type CallSpec, type ParsedCall } from '../../app/api/calls.ts';
import { remembered } from '../../app/lib/remembered.ts';
import { KEYWORD_MAX_CHARS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './d1/params.ts';

export interface CallRequest {
  call: ParsedCall;
  pathname: string;
  /** The call's own parameters, normalised (normaliseQuery). */
  query: string;
  /** The edge cache's key. */
  key: string;
  /** A keyword longer than docs/api.md allows (answered 400 without the store). */
  tooLong: boolean;
  /** A paged call's page past the first: the first page's URL and this page's first row. */
  firstPage?: { url: string; offset: number };
}

/** The calls' free-text parameters: at most 100 characters each (docs/api.md). */
const KEYWORD_PARAMS = ['keyword', 'title', 'question', 'exhibitionName'];

/**
 * What an API URL asks, remembered per isolate: pages ask the same few hundred URLs again and
 * again, and parsing each (a URL and its parameters) is a measurable part of a render's CPU.
 */
export const parseRequest = remembered((url): CallRequest | null => {
  const parsed = new URL(url, 'http://content.invalid');
  // A path id in one spelling too (`releaseDetailById/01001`, `%201001` are 1001).
  parsed.pathname = parsed.pathname.replace(/\/([^/]+)$/, (whole, last: string) => {
    let decoded = last;
    try {
      decoded = decodeURIComponent(last);
    } catch {
      return whole;
    }
    const number = normaliseNumber(decoded);
    return number !== decoded ? `/${number}` : whole;
  });
  const call = parseCallPath(parsed.pathname);
  if (!call) return null;
  const params = normaliseQuery(call.spec, parsed.searchParams);
  const tooLong = KEYWORD_PARAMS.some((name) => [...(params.get(name) ?? '')].length > KEYWORD_MAX_CHARS);
  const query = params.toString();
  return {
    call,
    pathname: parsed.pathname,
    query,
    key: `${parsed.pathname}?${query}`,
    tooLong,
    firstPage: firstPageOf(call.spec, parsed.pathname, params),
  };
});

/**
 * The first page of a paged call asked at a later page (search has its own bounded window and
 * is left out): its total says whether the asked page has any row.
 */
function firstPageOf(spec: CallSpec, pathname: string, params: URLSearchParams): CallRequest['firstPage'] {
  const pageNum = Number(params.get('pageNum') ?? '1');
  // listReleaseKeys' first page is thousands of keys: the sitemap tells its last file from the count.
  if (spec.answer !== 'page' || spec === CALLS.listReleaseKeys || !Number.isSafeInteger(pageNum) || pageNum <= 1)
    return undefined;
  const size = Number(params.get('pageSize') ?? '');
  const pageSize = Number.isSafeInteger(size) && size >= 1 ? size : PAGE_SIZE_DEFAULT;
  const first = new URLSearchParams(params);
  first.delete('pageNum');
  const query = first.toString();
  return { url: `${pathname}${query ? `?${query}` : ''}`, offset: (pageNum - 1) * pageSize };
}

/** Parameters that are whole numbers (ids, paging): one spelling each in keys and queries. */
const NUMBER_PARAMS = new Set(['pageNum', 'pageSize', 'columnId', 'tagId', 'typeId', 'themeId', 'year', 'position']);

/**
 * A whole number in one spelling: no sign, no leading zeros, no spaces (`+25000`, `025000`
 * and ` 25000` are 25000); anything else is left as it came (the store answers it as bad input).
 */
export function normaliseNumber(value: string): string {
  const match = /^\s*\+?0*(\d+)\s*$/.exec(value);
  return match ? match[1]! : value;
}

/**
 * Only the call's own parameters, sorted and in one spelling (numbers normalised, a page
 * size clamped to what the call answers): the cache key and the store see the same query,
 * and spellings of one meaning share one key.
 */
export function normaliseQuery(spec: CallSpec, search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  const maxPageSize = spec.path === CALLS.listReleaseKeys.path ? RELEASE_KEYS_PAGE_MAX : PAGE_SIZE_MAX;
  for (const name of [...spec.params].sort()) {
    let value = search.get(name);
    if (value === null || value === '') continue;
    if (NUMBER_PARAMS.has(name)) value = normaliseNumber(value);
    // The first page is the default: `pageNum=1` and no pageNum are one key.
    if (name === 'pageNum' && value === '1') continue;
    if (name === 'pageSize' && /^\d+$/.test(value) && Number(value) > maxPageSize) value = String(maxPageSize);
    out.set(name, value);
  }
  return out;
}
