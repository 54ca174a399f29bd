// The data of /search (search.tsx): hot words and, for a query, a page of hits; on the
// browser it loads with a navigation, never with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { noSearchResult } from '../api/search.ts';
import { isSearchType } from '../domain/search-types.ts';
import { apiContext } from '../context.ts';
import { LegalisationBox } from '../components/destination-parts.tsx';
import { readKeyword } from '../lib/keyword.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

/** The page before a query: no hits. */
const EMPTY = noSearchResult('index');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const q = readKeyword(url) ?? '';
  const typeParam = url.searchParams.get('type');
  const type = isSearchType(typeParam) ? typeParam : undefined;
  const { page, size } = readPaging(url);
  // The "仍然搜索" link of a corrected search: the keyword as typed, never corrected.
  const exact = url.searchParams.get('exact') === '1' ? ('1' as const) : undefined;
  const [hotWords, first] = await Promise.all([
    api.listHotWordByColumnId('0'),
    q ? api.search({ keyword: q, exact, type, pageNum: page, pageSize: size }) : Promise.resolve(EMPTY),
  ]);
  let result = first;
  const current = clampPage(page, pageCount(result.total, size));
  if (q && current !== page) result = await api.search({ keyword: q, exact, type, pageNum: current, pageSize: size });
  // On a navigation the box renders with the page (its code is loaded here, not before).
  if (result.legalisation) await LegalisationBox.preload();
  return { q, type, exact, hotWords, result, page: current, size };
}
