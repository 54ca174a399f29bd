// The data of /service/coic (its page: coic.tsx): the chamber's article, its news and its
// members' events; on the browser it loads with a navigation, never with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { findColumnByCode } from '../domain/column-tree.ts';
import { apiContext } from '../context.ts';
import { releaseLink } from '../data/cards.ts';
import { resolveColumn } from '../data/columns.ts';
import { emptyPage, optional } from '../data/optional.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column } = await resolveColumn(context, request, undefined);
  const [article, news, events, activities] = await Promise.all([
    loadPageArticle(api, column),
    optional(api.ListRelease({ columnCode: COLUMN_CODES.chamberNews, pageSize: 8 }), emptyPage()),
    optional(api.ListRelease({ columnCode: COLUMN_CODES.memberActivities, pageSize: 6 }), emptyPage()),
    optional(api.listActivity({ columnCode: COLUMN_CODES.memberActivities, pageSize: 6 }), emptyPage()),
  ]);
  // The chamber's name is content: its own article's title (the column is 商会服务).
  const chamber = { name: article?.title ?? column.columnName, description: column.description };
  return {
    chamber,
    article,
    news: news.rows.map(releaseLink),
    events: events.rows.map(releaseLink),
    activities: activities.rows,
    newsColumn: findColumnByCode(columns, COLUMN_CODES.chamberNews),
    eventsColumn: findColumnByCode(columns, COLUMN_CODES.memberActivities),
  };
}
