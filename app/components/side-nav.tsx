// The side navigation of a section: the top-level column and its descendants.

import type { Column } from '../api/types.ts';
import { childrenOf } from '../domain/column-tree.ts';
import { columnHref } from '../domain/column-pages.ts';
import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';

export function SideNav({ trail, currentId }: { trail: Column[]; currentId?: string }) {
  const { columns } = useSite();
  const section = trail[0];
  if (!section) return null;
  const items = childrenOf(columns, section.id);
  if (items.length === 0) return null;
  const renderItem = (c: Column, depth: number) => {
    const sub = depth < 2 ? childrenOf(columns, c.id) : [];
    const current = c.id === currentId;
    return (
      <li key={c.id} className={current ? 'side-nav__item side-nav__item--current' : 'side-nav__item'}>
        <AppLink to={columnHref(c).href} aria-current={current ? 'page' : undefined}>
          {c.columnName}
        </AppLink>
        {sub.length > 0 && <ul>{sub.map((s) => renderItem(s, depth + 1))}</ul>}
      </li>
    );
  };
  return (
    <nav className="side-nav" aria-label={`${section.columnName}栏目`}>
      <p className="side-nav__title">{section.columnName}</p>
      <ul>{items.map((c) => renderItem(c, 1))}</ul>
    </nav>
  );
}
