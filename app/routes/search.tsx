// /search?q=: site search over releases, activities and exhibitions, the query
// highlighted, with hot words, paging and a helpful empty state.

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { Highlight } from '../components/highlight.tsx';
import { HotWords, siteSearch } from '../components/hot-words.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { releaseHref } from '../components/release-list.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { apiContext } from '../context.ts';
import { formatDate } from '../lib/dates.ts';
import { readKeyword } from '../lib/keyword.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

const KINDS = [
  { key: 'release', label: '新闻资讯' },
  { key: 'activity', label: '经贸活动' },
  { key: 'exhibition', label: '境外展会' },
] as const;
type Kind = (typeof KINDS)[number]['key'];

interface Hit {
  key: string;
  href: string;
  title: string;
  summary: string;
  date: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const q = readKeyword(url) ?? '';
  const kind: Kind = KINDS.find((k) => k.key === url.searchParams.get('type'))?.key ?? 'release';
  const { page, size } = readPaging(url);
  const hotWords = await api.listHotWord('0');
  if (!q) return { q, kind, hotWords, counts: { release: 0, activity: 0, exhibition: 0 }, hits: [] as Hit[], total: 0, page: 1, size };
  const search = (pageNum: number, pageSize: number) =>
    Promise.all([
      api.listRelease({ title: q, pageNum, pageSize }),
      api.listActivity({ title: q, pageNum, pageSize }),
      api.listExhibition({ exhibitionName: q, pageNum, pageSize }),
    ]);
  let [releases, activities, exhibitions] = await search(page, size);
  const counts = { release: releases.total, activity: activities.total, exhibition: exhibitions.total };
  const current = clampPage(page, pageCount(counts[kind], size));
  if (current !== page) [releases, activities, exhibitions] = await search(current, size);
  const hits: Record<Kind, Hit[]> = {
    release: releases.rows.map((r) => ({ key: `r${r.id}`, href: releaseHref(r), title: r.title, summary: r.summary ?? '', date: formatDate(r.releaseTime) })),
    activity: activities.rows.map((a) => ({ key: `a${a.id}`, href: `/detail/${a.id}?type=activity`, title: a.title, summary: a.summary ?? '', date: formatDate(a.startTime) })),
    exhibition: exhibitions.rows.map((e) => ({ key: `e${e.id}`, href: `/service/exhibition?country=${encodeURIComponent(e.country)}`, title: e.exhibitionName, summary: `${e.country} · ${e.city ?? ''} · ${e.summary ?? ''}`, date: formatDate(e.startDate) })),
  };
  return { q, kind, hotWords, counts, hits: hits[kind], total: counts[kind], page: current, size };
}

export function Component() {
  const d = useLoaderData<typeof loader>();
  const all = d.counts.release + d.counts.activity + d.counts.exhibition;
  return (
    <div className="narrow">
      <PageMeta title={d.q ? `“${d.q}”的搜索结果` : '站内搜索'} />
      <h1 className="page-title">站内搜索</h1>
      <SearchBox defaultValue={d.q} id="search-q" label="修改搜索词" />
      <HotWords words={d.hotWords} href={siteSearch} />
      {d.q ? (
        <>
          <p className="result-note" role="status">
            找到与“{d.q}”相关的结果 {all} 条
          </p>
          <nav className="tabs" aria-label="结果分类">
            {KINDS.map((k) => (
              <AppLink
                key={k.key}
                to={`?q=${encodeURIComponent(d.q)}&type=${k.key}`}
                className={k.key === d.kind ? 'tabs__tab tabs__tab--current' : 'tabs__tab'}
                aria-current={k.key === d.kind ? 'page' : undefined}
              >
                {k.label}（{d.counts[k.key]}）
              </AppLink>
            ))}
          </nav>
          {d.hits.length > 0 ? (
            <ol className="search-results">
              {d.hits.map((h) => (
                <li key={h.key} className="search-results__item">
                  <AppLink to={h.href} className="search-results__title">
                    <Highlight text={h.title} query={d.q} />
                  </AppLink>
                  <p className="search-results__summary">
                    <Highlight text={h.summary} query={d.q} />
                  </p>
                  <p className="search-results__date">{h.date}</p>
                </li>
              ))}
            </ol>
          ) : (
            <div className="empty-state">
              <p>没有找到与“{d.q}”相关的{KINDS.find((k) => k.key === d.kind)?.label}。</p>
              <ul>
                <li>请检查输入的文字是否有误，或换用更简短的关键词，如“原产地”“ATA”。</li>
                <li>试试上方的热门搜索，或浏览<AppLink to="/service/commercial">商事认证服务</AppLink>与<AppLink to="/sitemap">网站地图</AppLink>。</li>
                <li>办理业务的具体问题，可查看<AppLink to="/service/commercial/components/problem">认证常见问题</AppLink>。</li>
              </ul>
            </div>
          )}
          {d.total > d.size && <Pagination total={d.total} page={d.page} size={d.size} />}
        </>
      ) : (
        <p className="empty-state">请输入关键词，搜索本站的新闻资讯、经贸活动和境外展会。</p>
      )}
    </div>
  );
}
