// What a search asks, checked before any query: the keyword, the type, the service or FAQ
// category it is scoped to (docs/api.md "The site's own additions"). Both stores read it: D1's
// search (search.ts) and the upstream CMS's (upstream-search.ts).

import { serviceByCode, type ServiceCode } from '../../../app/domain/services.ts';
import { SEARCH_TYPES, type SearchType } from '../../../content/search-index.ts';
import { BadInput, KEYWORD_MAX_CHARS, textOf } from './params.ts';
import type { Scope } from './search-passes.ts';

/**
 * keyword 1–100 characters (else 400); type one of the six or absent (else 400); `exact=1`
 * searches the keyword as typed, never corrected (the page's "仍然搜索" link).
 */
export function searchParams(query: URLSearchParams): {
  keyword: string;
  type: SearchType | undefined;
  exact: boolean;
  scope: Scope;
} {
  const keyword = textOf(query, 'keyword');
  if (keyword === undefined || [...keyword].length > KEYWORD_MAX_CHARS) throw new BadInput('keyword');
  const type = textOf(query, 'type');
  if (type !== undefined && !(SEARCH_TYPES as readonly string[]).includes(type)) throw new BadInput('type');
  const service = textOf(query, 'service');
  if (service !== undefined && !serviceByCode(service)) throw new BadInput('service');
  const category = textOf(query, 'category');
  if (category !== undefined && !/^[1-9]\d{0,14}$/.test(category)) throw new BadInput('category');
  return {
    keyword,
    type: type as SearchType | undefined,
    exact: query.get('exact') === '1',
    scope: { service: service as ServiceCode | undefined, category },
  };
}
