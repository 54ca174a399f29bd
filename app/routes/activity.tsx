// /service/trade/activity: trade activities in three tabs (upcoming, reports, online
// courses); the tabs are links, so they work without JavaScript.

import { TitledSection } from '../components/titled-section.tsx';
import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ActivityList } from '../components/activity-list.tsx';
import { AppLink } from '../components/app-link.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import { releaseCard } from '../data/cards.ts';
import { apiContext } from '../context.ts';
import { useSite } from '../hooks/use-site.ts';
import { resolveColumn } from '../data/columns.ts';
import { FeedLink } from '../components/feed-link.tsx';
import { RelatedColumn } from '../components/related-column.tsx';
import { loadColumnNews } from '../data/column-news.ts';
import { optional } from '../data/optional.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

// SPEC §3: each tab shows one column: 活动预告 its activities and its releases, the others their releases.
const TABS = [
  { key: 'upcoming', label: '活动预告', code: COLUMN_CODES.activityPreviews },
  { key: 'reports', label: '活动报道', code: COLUMN_CODES.activityReports },
  { key: 'courses', label: '线上课件', code: COLUMN_CODES.onlineCourses },
] as const;

type TabKey = (typeof TABS)[number]['key'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { columns, column, trail } = await resolveColumn(api, request, undefined);
  const tab = TABS.find((t) => t.key === url.searchParams.get('tab')) ?? TABS[0];
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
      tab: tab.key as TabKey,
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
    tab: tab.key as TabKey,
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

export function Component() {
  const { site } = useSite();
  const d = useLoaderData<typeof loader>();
  return (
    <ColumnPage
      column={d.column}
      trail={d.trail}
      title="经贸活动"
      description={`${site?.shortName ?? ''}经贸活动预告、活动报道与外贸实务线上课件。`}
    >
      <h1 className="page-title">经贸活动</h1>
      <p className="page-tools">
        <FeedLink code={d.tabCode} name={TABS.find((t) => t.key === d.tab)?.label ?? ''} />
      </p>
      <nav className="tabs" aria-label="活动分类">
        {TABS.map((t) => (
          <AppLink
            key={t.key}
            to={t.key === 'upcoming' ? '?' : `?tab=${t.key}`}
            className={t.key === d.tab ? 'tabs__tab tabs__tab--current' : 'tabs__tab'}
            aria-current={t.key === d.tab ? 'page' : undefined}
          >
            {t.label}
          </AppLink>
        ))}
      </nav>
      {d.tab === 'upcoming' ? (
        <>
          {d.ongoing.length > 0 && (
            <TitledSection id="ongoing" title="正在进行">
              <ActivityList items={d.ongoing} />
            </TitledSection>
          )}
          <TitledSection id="upcoming" title="即将举办">
            <ActivityList items={d.activities} empty="近期暂无活动预告，敬请关注。" />
          </TitledSection>
          {d.previews && <RelatedColumn news={d.previews} />}
        </>
      ) : (
        <ReleaseList items={d.releases} summaries />
      )}
      {d.total > 0 && <Pagination total={d.total} page={d.page} size={d.size} />}
    </ColumnPage>
  );
}
