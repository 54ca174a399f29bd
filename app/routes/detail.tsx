// /detail/{id}: an article (or, with ?type=activity, an activity) with its metadata,
// sanitised body, attachments, previous/next in its column and hot news. Its data:
// detail.loader.ts.

import { useEffect, useState } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import type { RootData } from '../root-data.ts';
import type { Neighbour } from '../api/types.ts';
import { browserApi } from '../api/lazy.ts';
import { AppLink } from '../components/app-link.tsx';
import { Attachments } from '../components/attachments.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ReleaseList, releaseHref } from '../components/release-list.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import { MobileQr } from '../components/mobile-qr.tsx';
import { useSite } from '../hooks/use-site.ts';
import { formatLongDate, formatMinute, isoBeijing } from '../lib/dates.ts';
import { stripHtml } from '../lib/html.ts';
import { ActivityArticle } from '../components/activity-article.tsx';
import type { loader } from './detail.loader.ts';
import { last } from '../lib/last.ts';

export function Component() {
  const { site } = useSite();
  const data = useLoaderData<typeof loader>();
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
  if (data.kind === 'activity') return <ActivityArticle activity={data.activity} trail={data.trail} />;
  const { article, trail, hot, qr, ended } = data;
  return (
    <div className="with-sidebar with-sidebar--right">
      <PageMeta
        title={article.title}
        description={article.summary || stripHtml(article.content).slice(0, 120)}
        type="article"
        image={article.coverImage}
        column={last(trail)}
        article={{
          title: article.title,
          releaseTime: article.releaseTime,
          source: article.source,
          author: article.author,
          tags: article.tags.map((t) => t.tagName),
        }}
        jsonLd={{
          '@type': 'NewsArticle',
          mainEntityOfPage: `${origin}/detail/${article.id}`,
          headline: article.title,
          datePublished: isoBeijing(article.releaseTime),
          ...(article.validUntil ? { expires: isoBeijing(article.validUntil) } : {}),
          ...(article.coverImage ? { image: [article.coverImage] } : {}),
          ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
          publisher: { '@type': 'Organization', name: article.source || site?.shortName },
        }}
      />
      <div className="with-sidebar__main">
        <Breadcrumbs trail={trail} current="正文" />
        <article className="article">
          <header className="article__header">
            <h1 className="article__title">{article.title}</h1>
            {article.subTitle ? <p className="article__subtitle">{article.subTitle}</p> : null}
            <p className="article__meta">
              <span>
                发布时间：
                <time dateTime={isoBeijing(article.releaseTime)}>
                  {formatLongDate(article.releaseTime)} {formatMinute(article.releaseTime).slice(11)}
                </time>
              </span>
              {article.source ? <span>来源：{article.source}</span> : null}
              {article.author ? <span>作者：{article.author}</span> : null}
              <ReadCount key={article.id} id={article.id} stored={article.readCount} />
            </p>
            {article.tags.length > 0 && (
              <p className="article__tags">
                {article.tags.map((t) => (
                  <AppLink key={t.id} to={`/column/${article.columnId}?tag=${t.id}`} className="tag">
                    {t.tagName}
                  </AppLink>
                ))}
              </p>
            )}
          </header>
          {ended && article.validUntil ? (
            <p className="article__ended" role="note">
              本通知已过有效期（有效期至
              <time dateTime={isoBeijing(article.validUntil)}>{formatLongDate(article.validUntil)}</time>
              ），所述安排已结束，仅供查阅。
            </p>
          ) : null}
          {article.linkUrl ? (
            <p className="article__external">
              本文为转载内容，请访问原文：
              <AppLink to={article.linkUrl}>{article.linkUrl}</AppLink>
            </p>
          ) : null}
          <ArticleBody html={article.content} title={article.title} />
          <Attachments items={article.attachments} title="附件" id="attachments-title" />
          <ShareTools title={article.title} />
          <MobileQr html={qr} />
          <nav className="article__neighbours" aria-label="上一篇和下一篇">
            <NeighbourLink label="上一篇" item={article.prev} />
            <NeighbourLink label="下一篇" item={article.next} />
          </nav>
        </article>
      </div>
      <aside className="with-sidebar__aside" aria-labelledby="hot-news-title">
        <h2 id="hot-news-title" className="section-title">
          热点新闻
        </h2>
        <ReleaseList items={hot} />
      </aside>
    </div>
  );
}

/** The stored count from the server; after hydration the browser counts this read (requirements §10). */
function ReadCount({ id, stored }: { id: string; stored: number }) {
  const [count, setCount] = useState(stored);
  useEffect(() => {
    let live = true;
    // A timer: root's effect in this same commit marks the page hydrated first, so the API
    // client is fetched after hydration, no part of what the page needs to hydrate (0006).
    const timer = setTimeout(() =>
      browserApi
        .getReadCount(id)
        .then((n) => live && n > 0 && setCount(n))
        .catch(() => undefined),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);
  return <span>阅读次数：{count}</span>;
}

function NeighbourLink({ label, item }: { label: string; item: Neighbour | null | undefined }) {
  return (
    <p>
      {label}：{item ? <AppLink to={releaseHref(item)}>{item.title}</AppLink> : <span>没有了</span>}
    </p>
  );
}
