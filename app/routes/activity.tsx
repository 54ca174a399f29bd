// /service/trade/activity: trade activities in three tabs (upcoming, reports, online
// courses); the tabs are links, so they work without JavaScript. Its data: activity.loader.ts.

import { TitledSection } from '../components/titled-section.tsx';
import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData } from 'react-router';
import { ActivityList } from '../components/activity-list.tsx';
import { AppLink } from '../components/app-link.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import { useSite } from '../hooks/use-site.ts';
import { FeedLink } from '../components/feed-link.tsx';
import { CalendarFeedLink } from '../components/calendar-links.tsx';
import { RelatedColumn } from '../components/related-column.tsx';
import { ACTIVITY_TABS } from '../domain/activity-tabs.ts';
import type { loader } from './activity.loader.ts';

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
        <CalendarFeedLink />
        <FeedLink code={d.tabCode} name={ACTIVITY_TABS.find((t) => t.key === d.tab)?.label ?? ''} />
      </p>
      <nav className="tabs" aria-label="活动分类">
        {ACTIVITY_TABS.map((t) => (
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
