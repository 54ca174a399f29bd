// The data of /service/export-journey (journey.tsx): the journey column's article and its
// steps; on the browser it loads with a navigation, never with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { column, trail } = await resolveColumn(context, request, undefined);
  return { column, trail, article: await loadPageArticle(api, column) };
}
