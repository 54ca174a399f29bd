// A list of articles: title, date and (optionally) summary; pinned items and notices past
// their "valid until" are marked.

import type { Release } from '../api/types.ts';
import type { ReleaseItem } from '../data/cards.ts';
import { formatDate, isoBeijing, parseBeijingTime } from '../lib/dates.ts';
import { AppLink } from './app-link.tsx';

export function releaseHref(r: Pick<Release, 'id'> & { linkUrl?: string | null }): string {
  return r.linkUrl ? r.linkUrl : `/detail/${r.id}`;
}

/** A notice past its "valid until": marked, never rewritten (issue 35). */
const ended = (validUntil: string | null | undefined) =>
  (parseBeijingTime(validUntil)?.getTime() ?? Number.POSITIVE_INFINITY) < Date.now();

export function ReleaseList({
  items,
  summaries = false,
  empty = '暂无内容',
}: {
  items: ReleaseItem[];
  summaries?: boolean;
  empty?: string;
}) {
  if (items.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className={summaries ? 'release-list release-list--summaries' : 'release-list'}>
      {items.map((r) => (
        <li key={r.id} className="release-list__item">
          <AppLink to={releaseHref(r)} className="release-list__title">
            {r.isTop === '1' ? <span className="badge">置顶</span> : null}
            {r.title}
            {ended(r.validUntil) ? <span className="badge badge--ended">已过期</span> : null}
          </AppLink>
          <time className="release-list__date" dateTime={isoBeijing(r.releaseTime)}>
            {formatDate(r.releaseTime)}
          </time>
          {summaries && r.summary ? <p className="release-list__summary">{r.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
