// "You are here": 首页 › column › … (the last item is the current page).

import type { Column } from '../api/types.ts';
import { columnHref } from '../columns/column-pages.ts';
import { AppLink } from './app-link.tsx';

export function Breadcrumbs({ trail, current }: { trail: Column[]; current?: string }) {
  return (
    <nav aria-label="当前位置" className="breadcrumbs">
      <ol>
        <li>
          <AppLink to="/">首页</AppLink>
        </li>
        {trail.map((c) => (
          <li key={c.id}>
            <AppLink to={columnHref(c).href}>{c.columnName}</AppLink>
          </li>
        ))}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
