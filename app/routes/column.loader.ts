// The data of a column's page (column.tsx): a list column's releases, a page column's
// article, a link column's target; on the browser it loads with a navigation, never with
// the first view (routes.ts).

import type { LoaderFunctionArgs } from 'react-router';
import { childrenOf } from '../domain/column-tree.ts';
import { apiContext } from '../context.ts';
import { loadColumnNews } from '../data/column-news.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadListing } from '../data/listing.ts';
import { optional } from '../data/optional.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';

/** requirements §3: page columns that list a child column's newest items (商务培训, 工作动态). */
const FEATURED_LIST: Record<string, string> = {
  [COLUMN_CODES.certificationResources]: COLUMN_CODES.businessTraining,
  [COLUMN_CODES.foreignInvestmentTaskForce]: COLUMN_CODES.taskForceNews,
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column, trail } = await resolveColumn(context, request, params.columnId);
  const children = childrenOf(columns, column.id);
  if (column.columnType === 'list') {
    return {
      kind: 'list' as const,
      column,
      trail,
      children,
      listing: await loadListing(api, column, new URL(request.url)),
    };
  }
  if (column.columnType === 'page') {
    const featured = FEATURED_LIST[column.columnCode];
    const [article, news] = await Promise.all([
      loadPageArticle(api, column),
      featured ? optional(loadColumnNews(api, columns, featured), null) : Promise.resolve(null),
    ]);
    return { kind: 'page' as const, column, trail, children, article, news };
  }
  return { kind: 'link' as const, column, trail, children };
}
