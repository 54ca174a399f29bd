// /service/trade/activity: trade activities in three tabs (upcoming, reports, online
// courses); the tabs are links, so they work without JavaScript.

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ActivityList } from '../components/activity-list.tsx';
import { AppLink } from '../components/app-link.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import { SideNav } from '../components/side-nav.tsx';
import { apiContext } from '../context.ts';
import { resolveColumn } from '../data/columns.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

const TABS = [
  { key: 'upcoming', label: '活动预告' },
  { key: 'reports', label: '活动报道', code: 'FW-JMJL-TSHD-HDBD' },
  { key: 'courses', label: '线上课件', code: 'FW-JMJL-TSHD-XSKJ' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { column, trail } = await resolveColumn(api, request, undefined);
  const tab = TABS.find((t) => t.key === url.searchParams.get('tab')) ?? TABS[0];
  const { page, size } = readPaging(url);
  if (tab.key === 'upcoming') {
    const [ongoing, upcoming] = await Promise.all([
      api.listActivity({ status: '1', pageSize: 20 }),
      api.listActivity({ status: '0', pageNum: page, pageSize: size }),
    ]);
    const current = clampPage(page, pageCount(upcoming.total, size));
    const rows = current === page ? upcoming : await api.listActivity({ status: '0', pageNum: current, pageSize: size });
    return { column, trail, tab: tab.key as TabKey, ongoing: ongoing.rows, activities: rows.rows, releases: [], total: rows.total, page: current, size };
  }
  const first = await api.listRelease({ columnCode: tab.code, pageNum: page, pageSize: size });
  const current = clampPage(page, pageCount(first.total, size));
  const rows = current === page ? first : await api.listRelease({ columnCode: tab.code, pageNum: current, pageSize: size });
  return { column, trail, tab: tab.key as TabKey, ongoing: [], activities: [], releases: rows.rows, total: rows.total, page: current, size };
}

export function Component() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="with-sidebar">
      <PageMeta title="经贸活动" description="澄州市贸促会经贸活动预告、活动报道与外贸实务线上课件。" />
      <SideNav trail={d.trail} currentId={d.column.id} />
      <div className="with-sidebar__main">
        <Breadcrumbs trail={d.trail.slice(0, -1)} current={d.column.columnName} />
        <h1 className="page-title">经贸活动</h1>
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
              <section aria-labelledby="ongoing-title">
                <h2 id="ongoing-title" className="section-title">
                  正在进行
                </h2>
                <ActivityList items={d.ongoing} />
              </section>
            )}
            <section aria-labelledby="upcoming-title">
              <h2 id="upcoming-title" className="section-title">
                即将举办
              </h2>
              <ActivityList items={d.activities} empty="近期暂无活动预告，敬请关注。" />
            </section>
          </>
        ) : (
          <ReleaseList items={d.releases} summaries />
        )}
        {d.total > 0 && <Pagination total={d.total} page={d.page} size={d.size} />}
      </div>
    </div>
  );
}
