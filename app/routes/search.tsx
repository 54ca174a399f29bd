// /search?q=: site search over every content type (/api/cn/search): a best bet for a named
// service, one ranked list with type filters and counts, marked terms, paging, what search
// did with the words (a corrected typo, a broadened question, the newest news only when
// more match than a search reads), and suggestions and the closest guides when nothing is
// found. A GET form: works without JavaScript. Its data: search.loader.ts.

import { useLoaderData } from 'react-router';
import { SEARCH_TYPE_KEYS, SEARCH_TYPE_LABELS } from '../domain/search-types.ts';
import { DestinationPanel } from '../components/agreements.tsx';
import { LegalisationBox } from '../components/destination-parts.tsx';
import { AppLink } from '../components/app-link.tsx';
import { HotWords, siteSearch } from '../components/hot-words.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { BestBet, SearchHits } from '../components/search-hits.tsx';
import { BroadenedNote, ClosestGuides, CorrectedNote, WindowNote } from '../components/search-notes.tsx';
import type { loader } from './search.loader.ts';

export function Component() {
  const d = useLoaderData<typeof loader>();
  const { result } = d;
  const all = SEARCH_TYPE_KEYS.reduce((n, t) => n + result.counts[t], 0);
  const bet = result.rows.find((h) => h.bestBet);
  const hits = result.rows.filter((h) => !h.bestBet);
  const tab = (type: string | undefined, label: string, count: number) => {
    const current = type === d.type;
    return (
      <AppLink
        key={type ?? 'all'}
        to={`/search?q=${encodeURIComponent(d.q)}${type ? `&type=${type}` : ''}`}
        className={current ? 'tabs__tab tabs__tab--current' : 'tabs__tab'}
        aria-current={current ? 'page' : undefined}
      >
        {label}（{count}）
      </AppLink>
    );
  };
  return (
    <div className="narrow">
      <PageMeta title={d.q ? `“${d.q}”的搜索结果` : '站内搜索'} />
      <h1 className="page-title">站内搜索</h1>
      <SearchBox defaultValue={d.q} id="search-q" label="修改搜索词" />
      <HotWords words={d.hotWords} href={siteSearch} />
      {d.q ? (
        <>
          <p className="result-note" role="status">
            找到与“{result.corrected ?? d.q}”相关的结果 {all} 条
          </p>
          {result.corrected ? <CorrectedNote typed={d.q} corrected={result.corrected} /> : null}
          {result.broadened ? <BroadenedNote /> : null}
          {result.window ? <WindowNote window={result.window} /> : null}
          {result.mode === 'titles' ? (
            <p className="notice-line">
              当前内容来自上游系统，搜索仅匹配新闻、活动、展会的标题和常见问题的问题，不含正文、服务指南和表格。
            </p>
          ) : null}
          {bet ? <BestBet hit={bet} /> : null}
          {result.destination ? <DestinationPanel destination={result.destination} /> : null}
          {result.legalisation ? <LegalisationBox legalisation={result.legalisation} /> : null}
          <nav className="tabs tabs--wrap" aria-label="结果分类">
            {tab(undefined, '全部', all)}
            {SEARCH_TYPE_KEYS.map((t) => tab(t, SEARCH_TYPE_LABELS[t], result.counts[t]))}
          </nav>
          {hits.length > 0 ? (
            <SearchHits hits={hits} />
          ) : bet ? null : (
            <div className="empty-state">
              <p>
                没有找到与“{d.q}”相关的{d.type ? SEARCH_TYPE_LABELS[d.type] : '内容'}。
              </p>
              <ul>
                {result.suggestion ? (
                  <li>
                    试试：<AppLink to={siteSearch(encodeURIComponent(result.suggestion))}>{result.suggestion}</AppLink>
                  </li>
                ) : null}
                <li>请检查输入的文字是否有误，或换用更简短的关键词，如“原产地”“ATA”。</li>
                <li>
                  试试上方的热门搜索，或浏览<AppLink to="/service/commercial">商事认证服务</AppLink>与
                  <AppLink to="/sitemap">网站地图</AppLink>。
                </li>
                <li>
                  办理业务的具体问题，可查看<AppLink to="/service/commercial/components/problem">认证常见问题</AppLink>
                  。
                </li>
              </ul>
              <ClosestGuides guides={result.closest} />
            </div>
          )}
          {result.total > d.size && <Pagination total={result.total} page={d.page} size={d.size} />}
        </>
      ) : (
        <p className="empty-state">请输入关键词，搜索本站的新闻、服务指南、常见问题、活动、展会和表格。</p>
      )}
    </div>
  );
}
