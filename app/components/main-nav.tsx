// The site's navigation from the column tree (requirements §3), through the column-to-route table.

import { useState, type KeyboardEvent } from 'react';
import type { ColumnNode } from '../api/types.ts';
import { columnHref } from '../domain/column-pages.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';

/** Top-level columns shown in the menu: the home column is the brand link instead. */
export function menuColumns(tree: ColumnNode[]): ColumnNode[] {
  return tree.filter((c) => c.columnCode !== COLUMN_CODES.home);
}

/**
 * Keyboard use of the sub-menus that open on hover and focus (CSS :focus-within): Escape
 * hides the open one (WCAG 1.4.13) and returns to its top link; ArrowDown/ArrowUp move
 * through the top link and its sub-items. Tab alone reaches every sub-item.
 */
function useMenuKeys() {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const item = (e.target as HTMLElement).closest<HTMLElement>('.main-nav__item');
    if (!item) return;
    const links = [...item.querySelectorAll<HTMLElement>('a')];
    const at = links.indexOf(e.target as HTMLElement);
    if (e.key === 'Escape' && links.length > 1) {
      setDismissed(item.dataset.id ?? null);
      links[0]?.focus();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && links.length > 1 && at !== -1) {
      e.preventDefault();
      setDismissed(null);
      links[(at + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    }
  };
  const onLeave = (e: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setDismissed(null);
  };
  return { dismissed, onKeyDown, onLeave };
}

export function MainNav({ id = 'main-nav' }: { id?: string }) {
  const { tree } = useSite();
  const { dismissed, onKeyDown, onLeave } = useMenuKeys();
  return (
    <nav className="main-nav" aria-label="主导航" id={id} onKeyDown={onKeyDown}>
      <ul className="main-nav__list">
        <li className="main-nav__item">
          <AppLink to="/" nav className="main-nav__link">
            首页
          </AppLink>
        </li>
        {menuColumns(tree).map((column) => (
          <li
            className={dismissed === column.id ? 'main-nav__item main-nav__item--dismissed' : 'main-nav__item'}
            key={column.id}
            data-id={column.id}
            onBlur={onLeave}
            onMouseLeave={onLeave}
          >
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
