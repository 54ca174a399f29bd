// /service/coic (layout coic): the chamber of international commerce: its introduction,
// news and member trade events. Its data: coic.loader.ts.

import { TitledSection } from '../components/titled-section.tsx';
import { useLoaderData } from 'react-router';
import { ActivityList } from '../components/activity-list.tsx';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import type { loader } from './coic.loader.ts';

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
