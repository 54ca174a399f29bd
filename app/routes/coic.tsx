// /service/coic (layout coic): the chamber of international commerce: its introduction,
// news and member trade events.

import { TitledSection } from '../components/titled-section.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ActivityList } from '../components/activity-list.tsx';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import { releaseLink } from '../data/cards.ts';
import { apiContext } from '../context.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { emptyPage, optional } from '../data/optional.ts';
import { findColumnByCode } from '../columns/tree.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column } = await resolveColumn(api, request, undefined);
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

export function Component() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="coic">
      <PageMeta
        title={d.chamber.name}
        description={d.chamber.description || `${d.chamber.name}：会员服务、商会动态与会员经贸活动。`}
      />
      <h1 className="page-title">{d.chamber.name}</h1>
      {d.article ? (
        <TitledSection id="coic-intro" title={d.article.title} className="coic__intro">
          <ArticleBody html={d.article.content} title={d.article.title} />
        </TitledSection>
      ) : null}
      <div className="home__grid">
        <section aria-labelledby="coic-news" className="home-section">
          <div className="home-section__head">
            <h2 id="coic-news" className="section-title">
              商会动态
            </h2>
            {d.newsColumn ? (
              <AppLink to={`/column/${d.newsColumn.id}`} className="more-link">
                更多<span className="visually-hidden">商会动态</span> ›
              </AppLink>
            ) : null}
          </div>
          <ReleaseList items={d.news} />
        </section>
        <section aria-labelledby="coic-events" className="home-section">
          <div className="home-section__head">
            <h2 id="coic-events" className="section-title">
              会员经贸活动
            </h2>
            {d.eventsColumn ? (
              <AppLink to={`/column/${d.eventsColumn.id}`} className="more-link">
                更多<span className="visually-hidden">会员经贸活动</span> ›
              </AppLink>
            ) : null}
          </div>
          <ActivityList items={d.activities} empty="" />
          <ReleaseList items={d.events} />
        </section>
      </div>
    </div>
  );
}
