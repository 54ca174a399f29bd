// A column's page: a list column lists its releases (tags, keyword, paging), a page column
// shows its article, a link column is a plain link. Serves /importantNews, /information,
// /column/{columnId}, the about pages and the service overview pages. Its data: column.loader.ts.

import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData } from 'react-router';
import { GetForm } from '../components/get-form.tsx';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { Attachments } from '../components/attachments.tsx';
import { HotWords } from '../components/hot-words.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import type { loadListing } from '../data/listing.ts';
import { columnHref } from '../domain/column-pages.ts';
import { stripHtml } from '../lib/html.ts';
import { FeedLink } from '../components/feed-link.tsx';
import { RelatedColumn } from '../components/related-column.tsx';
import { ConsultLink } from '../components/consult-link.tsx';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import type { loader } from './column.loader.ts';

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { column, trail, children } = data;
  const description =
    data.kind === 'page' && data.article
      ? data.article.summary || stripHtml(data.article.content).slice(0, 120)
      : column.description;
  return (
    <ColumnPage column={column} trail={trail} title={column.columnName} description={description}>
      <h1 className="page-title">{column.columnName}</h1>
      {column.columnCode === COLUMN_CODES.aboutDisclosure ? <ConsultLink /> : null}
      {data.kind === 'list' && (
        <p className="page-tools">
          <FeedLink code={column.columnCode} name={column.columnName} />
        </p>
      )}
      {data.kind === 'list' && <ListingView {...data.listing} columnName={column.columnName} />}
      {data.kind === 'page' && (
        <>
          {data.article ? (
            <>
              <ArticleBody html={data.article.content} title={data.article.title} />
              <Attachments items={data.article.attachments} title="附件" id="attachments-title" />
            </>
          ) : column.description ? (
            <p className="lead">{column.description}</p>
          ) : null}
          {data.news && <RelatedColumn news={data.news} />}
          {children.length > 0 && (
            <ul className="card-grid card-grid--links">
              {children.map((c) => (
                <li key={c.id} className="link-card">
                  <AppLink to={columnHref(c).href} className="link-card__title">
                    {c.columnName}
                  </AppLink>
                  {c.description ? <p>{c.description}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {data.kind === 'link' && (
        <p>
          <AppLink to={columnHref(column).href} className="button">
            前往{column.columnName}
          </AppLink>
        </p>
      )}
    </ColumnPage>
  );
}

type Listing = Awaited<ReturnType<typeof loadListing>> & { columnName: string };

function ListingView({ releases, total, page, size, tagId, keyword, tags, hotWords, columnName }: Listing) {
  return (
    <>
      <div className="listing-tools">
        <GetForm role="search" aria-label="栏目内搜索" className="inline-search">
          <label htmlFor="column-q">在“{columnName}”中搜索</label>
          <input id="column-q" name="q" type="search" maxLength={100} defaultValue={keyword ?? ''} />
          {tagId ? <input type="hidden" name="tag" value={tagId} /> : null}
          <button type="submit" className="button button--small">
            搜索
          </button>
        </GetForm>
        {tags.length > 0 && (
          <nav className="tag-filter" aria-label="按标签筛选">
            <AppLink to="?" className={tagId ? 'tag' : 'tag tag--current'} aria-current={tagId ? undefined : 'page'}>
              全部
            </AppLink>
            {tags.map((t) => (
              <AppLink
                key={t.id}
                to={`?tag=${t.id}`}
                className={t.id === tagId ? 'tag tag--current' : 'tag'}
                aria-current={t.id === tagId ? 'page' : undefined}
              >
                {t.tagName}
              </AppLink>
            ))}
          </nav>
        )}
        <HotWords words={hotWords} label="热词：" href={(q) => `?q=${q}`} />
      </div>
      {keyword ? (
        <p className="result-note" role="status">
          “{keyword}”的搜索结果：共 {total} 条
        </p>
      ) : null}
      <ReleaseList
        items={releases}
        summaries
        empty={keyword ? '没有找到相关内容，请尝试其他关键词。' : '本栏目暂无内容'}
      />
      {total > 0 && <Pagination total={total} page={page} size={size} />}
    </>
  );
}
