// What site search did with the visitor's words (issue 22), said plainly: a corrected typo
// (您是不是要找, with a link to search the words as typed), a question answered by most of
// its words, the closest service guides when nothing was found, and that only the newest
// news were searched when more match than one search reads (decision 0033).

import type { SearchHit } from '../api/search.ts';
import { AppLink } from './app-link.tsx';
import { siteSearch } from './hot-words.tsx';
import { SearchHits } from './search-hits.tsx';

const searchFor = (q: string) => siteSearch(encodeURIComponent(q));

export function CorrectedNote({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <div className="search-note">
      <p className="search-note__lead">
        您是不是要找：<AppLink to={searchFor(corrected)}>{corrected}</AppLink>
      </p>
      <p>
        以下是“{corrected}”的结果。仍然搜索“
        <AppLink to={`${searchFor(typed)}&exact=1`}>{typed}</AppLink>”
      </p>
    </div>
  );
}

export function BroadenedNote() {
  return (
    <p className="search-note">
      没有同时包含所有词语的内容，以下结果包含您输入的大部分词语，最相关的在前。可以换用更少、更准确的词语再试。
    </p>
  );
}

/** Counts and pages cover the newest `window` matching news and every other match: say so. */
export function WindowNote({ window }: { window: number }) {
  return (
    <p className="search-note">
      相关新闻超过 {window} 篇，只查找了其中最新的 {window}{' '}
      篇；服务指南、常见问题、活动、展会和表格全部查找。加上更多的词可以缩小范围。
    </p>
  );
}

export function ClosestGuides({ guides }: { guides: SearchHit[] }) {
  if (guides.length === 0) return null;
  return (
    <section className="search-closest" aria-labelledby="search-closest-title">
      <h2 id="search-closest-title" className="search-closest__title">
        这些服务指南可能有帮助
      </h2>
      <SearchHits hits={guides} />
    </section>
  );
}
