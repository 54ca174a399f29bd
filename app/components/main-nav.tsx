// The site's navigation from the column tree (SPEC §3), through the column-to-route table.

import type { ColumnNode } from '../api/types.ts';
import { columnHref } from '../columns/routes.ts';
import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';

/** Top-level columns shown in the menu: the home column is the brand link instead. */
export function menuColumns(tree: ColumnNode[]): ColumnNode[] {
  return tree.filter((c) => c.columnCode !== 'SY');
}

export function MainNav({ id = 'main-nav' }: { id?: string }) {
  const { tree } = useSite();
  return (
    <nav className="main-nav" aria-label="主导航" id={id}>
      <ul className="main-nav__list">
        <li className="main-nav__item">
          <AppLink to="/" nav className="main-nav__link">
            首页
          </AppLink>
        </li>
        {menuColumns(tree).map((column) => (
          <li className="main-nav__item" key={column.id}>
            <AppLink to={columnHref(column).href} nav className="main-nav__link">
              {column.columnName}
            </AppLink>
            {column.children.length > 0 && (
              <ul className="main-nav__sub" aria-label={column.columnName}>
                {column.children.map((child) => (
                  <li key={child.id}>
                    <AppLink to={columnHref(child).href}>{child.columnName}</AppLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
