// The heading of a guide-like page: its title, lead and 最后更新 date (the release's
// updateTime, else its release time).

import { formatLongDate } from '../lib/dates.ts';

interface ArticleHeaderProps {
  title: string;
  summary?: string | null;
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  updated: string | null;
}

export function ArticleHeader({ title, summary, updated }: ArticleHeaderProps) {
  return (
    <header className="article__header">
      <h1 className="article__title">{title}</h1>
      {summary ? <p className="lead">{summary}</p> : null}
      {updated ? (
        <p className="article__meta">
          最后更新：<time dateTime={updated.slice(0, 10)}>{formatLongDate(updated)}</time>
        </p>
      ) : null}
    </header>
  );
}
