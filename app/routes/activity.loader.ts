// The data of /service/trade/activity (its page: activity.tsx): the chosen tab's column,
// paged; on the browser it loads with a navigation, never with the first view (routes.ts).

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { releaseCard } from '../data/cards.ts';
import { loadColumnNews } from '../data/column-news.ts';
import { resolveColumn } from '../data/columns.ts';
import { optional } from '../data/optional.ts';
import { ACTIVITY_TABS, type ActivityTabKey } from '../domain/activity-tabs.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { columns, column, trail } = await resolveColumn(context, request, undefined);
  const tab = ACTIVITY_TABS.find((t) => t.key === url.searchParams.get('tab')) ?? ACTIVITY_TABS[0];
  const { page, size } = readPaging(url);
  if (tab.key === 'upcoming') {
    const columnCode = tab.code;
    const [ongoing, upcoming, previews] = await Promise.all([
      api.listActivity({ columnCode, status: '1', pageSize: 20 }),
      api.listActivity({ columnCode, status: '0', pageNum: page, pageSize: size }),
      optional(loadColumnNews(api, columns, columnCode), null),
    ]);
    const current = clampPage(page, pageCount(upcoming.total, size));
    const rows =
      current === page
        ? upcoming
        : await api.listActivity({ columnCode, status: '0', pageNum: current, pageSize: size });
    return {
      column,
      trail,
      tab: tab.key as ActivityTabKey,
      tabCode: columnCode,
      ongoing: ongoing.rows,
      activities: rows.rows,
      previews,
      releases: [],
      total: rows.total,
      page: current,
      size,
    };
  }
  const first = await api.ListRelease({ columnCode: tab.code, pageNum: page, pageSize: size });
  const current = clampPage(page, pageCount(first.total, size));
  const rows =
    current === page ? first : await api.ListRelease({ columnCode: tab.code, pageNum: current, pageSize: size });
  return {
    column,
    trail,
    tab: tab.key as ActivityTabKey,
    tabCode: tab.code,
    ongoing: [],
    activities: [],
    previews: null,
    releases: rows.rows.map(releaseCard),
    total: rows.total,
    page: current,
    size,
  };
}
