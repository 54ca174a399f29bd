// The data of /service/commercial (commercial.tsx): the overview article, the services
// and the forms; on the browser it loads with a navigation, never with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { childrenOf } from '../domain/column-tree.ts';
import { apiContext } from '../context.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column, trail } = await resolveColumn(context, request, undefined);
  const [article, catalogue] = await Promise.all([loadPageArticle(api, column), api.listCatalogue()]);
  const forms = catalogue.filter((c) => c.fileUrl).sort((a, b) => a.orderNum - b.orderNum);
  return { column, trail, article, services: childrenOf(columns, column.id), forms };
}
