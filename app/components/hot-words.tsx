// Hot words as search links (site-wide ones search the site; a column's search the column).

import type { HotWord } from '../api/types.ts';
import { AppLink } from './app-link.tsx';

export function HotWords({
  words,
  label = '热门搜索：',
  href,
}: {
  words: HotWord[];
  label?: string;
  href: (word: string) => string;
}) {
  if (words.length === 0) return null;
  return (
    <p className="hot-words">
      <span>{label}</span>
      {words.map((w) => (
        <AppLink key={w.id} to={href(encodeURIComponent(w.word))}>
          {w.word}
        </AppLink>
      ))}
    </p>
  );
}

export const siteSearch = (q: string) => `/search?q=${q}`;
