// The data of /service/exhibition (exhibition.tsx): the fairs of the chosen theme, country
// and year, and the filters' options; on the browser it loads with a navigation, never
// with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { allRows } from '../data/all-pages.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { readKeyword } from '../lib/keyword.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { column, trail } = await resolveColumn(context, request, undefined);
  const themeId = /^\d+$/.test(url.searchParams.get('theme') ?? '') ? url.searchParams.get('theme')! : undefined;
  const country = readKeyword(url, 'country');
  const year = /^\d{4}$/.test(url.searchParams.get('year') ?? '') ? url.searchParams.get('year')! : undefined;
  const { page, size } = readPaging(url);
  // The filters' options come from every exhibition: one row per country and per start year.
  const [article, themes, byCountry, byYear, first] = await Promise.all([
    loadPageArticle(api, column),
    api.listExhibitionTheme(),
    allRows((p) => api.listExhibition({ distinct: 'country', ...p })),
    allRows((p) => api.listExhibition({ distinct: 'year', ...p })),
    api.listExhibition({ themeId, country, year, pageNum: page, pageSize: size }),
  ]);
  const current = clampPage(page, pageCount(first.total, size));
  const result =
    current === page ? first : await api.listExhibition({ themeId, country, year, pageNum: current, pageSize: size });
  // A store that ignores `distinct` answers every row: the sets make that correct too.
  const countries = [...new Set(byCountry.map((e) => e.country))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const years = [...new Set(byYear.map((e) => e.startDate.slice(0, 4)))].sort();
  return { column, trail, article, themes, countries, years, themeId, country, year, page: current, size, ...result };
}
