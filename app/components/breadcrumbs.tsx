// "You are here": 首页 › column › … (the last item is the current page).

import { useRouteLoaderData } from 'react-router';
import type { Column } from '../api/types.ts';
import { columnHref } from '../domain/column-pages.ts';
import type { RootData } from '../root-data.ts';
import { breadcrumbList } from '../structured-data/breadcrumbs.ts';
import { AppLink } from './app-link.tsx';
import { JsonLd } from './page-meta.tsx';

export function Breadcrumbs({ trail, current }: { trail: Column[]; current?: string }) {
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
  // The same trail for search engines, with PC (canonical) addresses; the current page has none.
  const crumbs = [
    { name: '首页', url: `${origin}/` },
    ...trail.map((c) => {
      const { href, external } = columnHref(c);
      return { name: c.columnName, url: external ? href : origin + href };
    }),
    ...(current ? [{ name: current }] : []),
  ];
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs)} />
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
    </>
  );
}
