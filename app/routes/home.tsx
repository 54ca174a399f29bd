// The home page (layout home): banner, important news, service entries, activities and
// reports, exhibitions, hot news, information, the middle advert, and search with hot words.
// Its data: home.loader.ts.

import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { Advert } from '../components/advert.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { HotWords, siteSearch } from '../components/hot-words.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Picture } from '../components/picture.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { ServiceIcon } from '../components/service-icon.tsx';
import { JOURNEY_PATH } from '../domain/column-pages.ts';
import { FAIR_STATUS_LABEL, fairCloses, fairDeadline, fairStatus, SUBMIT_SHORT } from '../domain/fairs.ts';
import { useSite } from '../hooks/use-site.ts';
import { formatDate } from '../lib/dates.ts';
import type { loader } from './home.loader.ts';

function Section({
  id,
  title,
  more,
  children,
  className,
}: {
  id: string;
  title: string;
  more?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={className ? `home-section ${className}` : 'home-section'} aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {more ? (
          <AppLink to={more} className="more-link">
            更多<span className="visually-hidden">{title}</span> ›
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function Component() {
  const d = useLoaderData<typeof loader>();
  const { site, mobile } = useSite();
  return (
    <div className="home">
      <PageMeta
        title={site?.shortName ?? ''}
        description={`${site?.name ?? ''}门户网站：商事认证、展览展示、法律服务、经贸交流与商会服务。`}
      />
      <h1 className="visually-hidden">{site?.name}</h1>
      <div className="container home__top">
        <BannerCarousel ads={d.banners} width={mobile ? 750 : 1200} height={mobile ? 300 : 400} />
        {/* 适老化: in the elder-friendly mode (by CSS, so before hydration too) the banner and the
            middle advert give way to the same links as a plain list: no advertising, nothing moves. */}
        <nav className="ad-links" aria-label="重点推荐">
          <ul>
            {[...d.banners, ...(d.middle ? [d.middle] : [])].map((ad) => (
              <li key={ad.id}>
                <AppLink to={ad.linkUrl || '/'}>
                  {ad.title}
                  {ad.subTitle ? <span className="ad-links__subtitle">{ad.subTitle}</span> : null}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="home-search">
          <SearchBox id="home-q" label="首页搜索" />
          <HotWords words={d.hotWords} href={siteSearch} />
        </div>
      </div>
      <div className="container home__grid">
        <Section id="home-news" title="贸促要闻" more="/importantNews" className="home-section--news">
          <ReleaseList items={d.news} />
        </Section>
        <Section id="home-hot" title="热点新闻" className="home-section--hot">
          <ol className="hot-list">
            {d.hot.map((r) => (
              <li key={r.id}>
                <AppLink to={`/detail/${r.id}`}>{r.title}</AppLink>
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <div className="container">
        <Section id="home-services" title="业务服务" more="/service/commercial">
          <ul className="service-grid">
            {d.services.map((s) => (
              <li key={s.id}>
                <AppLink to={s.linkUrl!} className="service-grid__item">
                  <ServiceIcon name={s.icon} />
                  <span className="service-grid__name">{s.catalogueName}</span>
                  {s.summary ? <span className="service-grid__summary">{s.summary}</span> : null}
                </AppLink>
              </li>
            ))}
          </ul>
          <p className="journey-promo">
            <AppLink to={JOURNEY_PATH} className="journey-promo__link">
              <strong>出口办证一件事</strong>
              {/* The journey's own steps, from its content: a renamed or dropped step changes here too. */}
              {d.journeySteps.length > 0 ? <span>{d.journeySteps.join(' → ')}，按步骤办理</span> : null}
            </AppLink>
          </p>
        </Section>
        {d.middle ? (
          <p className="home-middle-ad">
            <Advert ad={d.middle} width={1200} height={160} />
          </p>
        ) : null}
      </div>
      <div className="container home__grid">
        <Section id="home-activities" title="活动预告" more="/service/trade/activity">
          <ul className="event-list">
            {d.upcoming.map((a) => (
              <li key={a.id} className="event-list__item">
                <span className="event-list__date">
                  <span>{a.startTime.slice(5, 7)}月</span>
                  <strong>{a.startTime.slice(8, 10)}</strong>
                </span>
                <span>
                  <AppLink to={`/detail/${a.id}?type=activity`}>{a.title}</AppLink>
                  <span className="event-list__place">{a.address}</span>
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="home-reports" title="活动报道" more="/service/trade/activity?tab=reports">
          <ReleaseList items={d.reports} />
        </Section>
      </div>
      <div className="container">
        <Section id="home-exhibitions" title="境外展会" more="/service/exhibition">
          <ul className="card-grid">
            {d.exhibitions.map((e) => (
              <li key={e.id} className="card">
                <Picture src={e.coverImage} seed={e.id} alt="" width={400} height={225} className="card__image" />
                <div className="card__body">
                  <h3 className="card__title">
                    <AppLink to={`/service/exhibition?fair=${e.id}`} className="card__link">
                      {e.exhibitionName}
                    </AppLink>
                  </h3>
                  <p className="card__meta">
                    {e.country} · {e.city} · {formatDate(e.startDate)}
                  </p>
                  <p className="card__meta">
                    <span className={`fair-status fair-status--${fairStatus(e, d.now)}`}>
                      {FAIR_STATUS_LABEL[fairStatus(e, d.now)]}
                    </span>{' '}
                    报名截止 {formatDate(fairDeadline(e))} {fairCloses(e).time}
                    {fairStatus(e, d.now) === 'open' ? ` · ${SUBMIT_SHORT[e.submitBy]}` : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="home-info" title="贸易资讯" more="/information">
          <ReleaseList items={d.info} />
        </Section>
      </div>
    </div>
  );
}
