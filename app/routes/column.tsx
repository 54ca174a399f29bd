// A column's page: a list column lists its releases (tags, keyword, paging), a page column
// shows its article, a link column is a plain link. Serves /importantNews, /information,
// /column/{columnId}, the about pages and the service overview pages.

import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { GetForm } from '../components/get-form.tsx';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { HotWords } from '../components/hot-words.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ReleaseList } from '../components/release-list.tsx';
import { apiContext } from '../context.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadListing } from '../data/listing.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { childrenOf } from '../columns/tree.ts';
import { columnHref } from '../columns/column-pages.ts';
import { stripHtml } from '../lib/html.ts';
import { FeedLink } from '../components/feed-link.tsx';
import { RelatedColumn } from '../components/related-column.tsx';
import { loadColumnNews } from '../data/column-news.ts';
import { optional } from '../data/optional.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';

/** SPEC §3: page columns that list a child column's newest items (商务培训, 工作动态). */
const FEATURED_LIST: Record<string, string> = {
  [COLUMN_CODES.certificationResources]: COLUMN_CODES.businessTraining,
  [COLUMN_CODES.foreignInvestmentTaskForce]: COLUMN_CODES.taskForceNews,
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column, trail } = await resolveColumn(api, request, params.columnId);
  const children = childrenOf(columns, column.id);
  if (column.columnType === 'list') {
    return {
      kind: 'list' as const,
      column,
      trail,
      children,
      listing: await loadListing(api, column, new URL(request.url)),
    };
  }
  if (column.columnType === 'page') {
    const featured = FEATURED_LIST[column.columnCode];
    const [article, news] = await Promise.all([
      loadPageArticle(api, column),
      featured ? optional(loadColumnNews(api, columns, featured), null) : Promise.resolve(null),
    ]);
    return { kind: 'page' as const, column, trail, children, article, news };
  }
  return { kind: 'link' as const, column, trail, children };
}

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
      {data.kind === 'list' && (
        <p className="page-tools">
          <FeedLink code={column.columnCode} name={column.columnName} />
        </p>
      )}
      {data.kind === 'list' && <ListingView {...data.listing} columnName={column.columnName} />}
      {data.kind === 'page' && (
        <>
          {data.article ? (
            <ArticleBody html={data.article.content} title={data.article.title} />
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
