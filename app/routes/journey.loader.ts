// The data of /service/export-journey (journey.tsx): the journey column's article and its
// steps; on the browser it loads with a navigation, never with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { offeredJourney } from '../domain/offered-services.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column, trail } = await resolveColumn(context, request, undefined);
  const article = await loadPageArticle(api, column);
  // Its steps link only the guides the council offers (issue 48).
  const journey = article?.journey ? offeredJourney(article.journey, columns) : article?.journey;
  return { column, trail, article: article && { ...article, journey: journey ?? null } };
}
