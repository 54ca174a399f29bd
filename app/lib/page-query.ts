// The query parameters that change what a page shows (paging, filters, keywords, tabs):
// their names and one order, for the page cache key (worker) and the canonical URL. Which of
// them each page reads is the route table's (PageDef.query in app/routes.ts): a page keys
// and renders only those, so `/?page=28976` is `/` and `/detail/1001?tab=x` is `/detail/1001`.

export const PAGE_QUERY_PARAMS = [
  'page',
  'size',
  'tag',
  'q',
  'type',
  'tab',
  'theme',
  'country',
  'year',
  // /service/exhibition: a fair's registration status, start month, and one fair (decision 0043)
  'status',
  'month',
  'fair',
  'service',
  // /search: the keyword as typed, not corrected (issue 22)
  'exact',
] as const;

export type PageParam = (typeof PAGE_QUERY_PARAMS)[number];

/** Parameters that are whole numbers: one spelling each (`page=02` is `page=2`). */
const NUMBER_PARAMS = new Set(['page', 'size', 'tag', 'year']);

/** Longest value kept of any parameter: a keyword's 100 characters, with room to spare. */
const VALUE_MAX_CHARS = 200;

/**
 * The page's own query, in a fixed order and one spelling (numbers without sign or leading
 * zeros, values bounded); everything else (tracking, cache-busters, a parameter this page
 * does not read) is dropped. A page never reads more of a value than this keeps, so the cache
 * key holds one copy per meaning. `params`: the page's own (its route's `query`); without
 * them, every name of the list.
 */
export function pageQuery(search: URLSearchParams, params: readonly PageParam[] = PAGE_QUERY_PARAMS): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    if (!params.includes(name)) continue;
    let value = search.get(name);
    if (value === null) continue;
    if (NUMBER_PARAMS.has(name)) value = value.replace(/^\s*\+?0*(\d+)\s*$/, '$1');
    if (value.length > VALUE_MAX_CHARS) value = Array.from(value).slice(0, VALUE_MAX_CHARS).join('');
    kept.set(name, value);
  }
  return kept;
}

/**
 * The URL a page is rendered from and cached under (architecture.md "Edge cache"): what the key
 * leaves out can then never reach the HTML. The browser normalises its own location the
 * same way before hydrating.
 */
export function normalisePageUrl(url: URL, params?: readonly PageParam[]): URL {
  const query = pageQuery(url.searchParams, params).toString();
  return new URL(`${url.origin}${url.pathname}${query ? `?${query}` : ''}`);
}
