// Activities with their dates, place and status.

import type { Activity } from '../api/types.ts';
import { formatDate } from '../lib/dates.ts';
import { ActivityBadge } from './activity-status.tsx';
import { AppLink } from './app-link.tsx';

export function ActivityList({ items, empty = '暂无活动' }: { items: Activity[]; empty?: string }) {
  if (items.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="event-list event-list--full">
      {items.map((a) => (
        <li key={a.id} className="event-list__item">
          <span className="event-list__date">
            <span>
              {a.startTime.slice(0, 4)}年{Number(a.startTime.slice(5, 7))}月
            </span>
            <strong>{a.startTime.slice(8, 10)}</strong>
          </span>
          <span>
            <AppLink to={`/detail/${a.id}?type=activity`} className="event-list__title">
              {a.title}
            </AppLink>
            <span className="event-list__place">
              <ActivityBadge status={a.status} />
              {formatDate(a.startTime)} 至 {formatDate(a.endTime)} · {a.address}
            </span>
            {a.summary ? <span className="event-list__summary">{a.summary}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
