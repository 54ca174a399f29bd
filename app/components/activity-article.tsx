// An activity shown in full (/detail/{id}?type=activity): time, place, organiser, sign-up.

import { useRouteLoaderData } from 'react-router';
import type { ActivityDetail, Column } from '../api/types.ts';
import type { RootData } from '../root-data.ts';
import { formatLongDate } from '../lib/dates.ts';
import { activityEvent } from '../structured-data/events.ts';
import { ActivityBadge } from './activity-status.tsx';
import { AppLink } from './app-link.tsx';
import { ArticleBody } from './article-body.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { AddToCalendar, CalendarFeedLink } from './calendar-links.tsx';
import { PageMeta } from './page-meta.tsx';
import { last } from '../lib/last.ts';

export function ActivityArticle({ activity, trail }: { activity: ActivityDetail; trail: Column[] }) {
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
  return (
    <div className="narrow">
      <PageMeta
        title={activity.title}
        description={activity.summary}
        type="article"
        image={activity.coverImage}
        column={last(trail)}
        jsonLd={activityEvent(activity, `${origin}/detail/${activity.id}?type=activity`)}
      />
      <Breadcrumbs trail={trail} current="活动详情" />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{activity.title}</h1>
          <p className="article__meta">
            <ActivityBadge status={activity.status} />
          </p>
        </header>
        <dl className="facts">
          <div>
            <dt>活动时间</dt>
            <dd>
              {formatLongDate(activity.startTime)} {activity.startTime.slice(11, 16)} 至{' '}
              {formatLongDate(activity.endTime)} {activity.endTime.slice(11, 16)}
            </dd>
          </div>
          {activity.address ? (
            <div>
              <dt>活动地点</dt>
              <dd>{activity.address}</dd>
            </div>
          ) : null}
          {activity.organizer ? (
            <div>
              <dt>主办单位</dt>
              <dd>{activity.organizer}</dd>
            </div>
          ) : null}
        </dl>
        <p className="calendar-tools">
          <AddToCalendar kind="activity" id={activity.id} />
          <CalendarFeedLink />
        </p>
        <ArticleBody html={activity.content} title={activity.title} />
        {activity.signUpUrl && activity.status !== '2' ? (
          <p>
            <AppLink to={activity.signUpUrl} className="button">
              在线报名
            </AppLink>
          </p>
        ) : null}
      </article>
    </div>
  );
}
