// 快速定位: the page's regions and headings as a list of buttons that move there (focus
// included), for phones above all, where scrolling a long guide is the slow part.

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { goTo, pageSections, type Section } from './blocks.ts';

export function JumpList({ request }: { request: number }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [sections, setSections] = useState<Section[]>([]);
  const { pathname } = useLocation();
  // The list is built when opened, so it matches the page shown; a new page closes it.
  useEffect(() => {
    details.current?.removeAttribute('open');
  }, [pathname]);
  useEffect(() => {
    if (request === 0 || !details.current) return;
    details.current.open = true;
    setSections(pageSections());
    details.current.querySelector('summary')?.focus();
  }, [request]);
  return (
    <details
      className="a11y-jump"
      ref={details}
      onToggle={(e) => {
        if (e.currentTarget.open) setSections(pageSections());
      }}
    >
      <summary className="a11y-button">快速定位</summary>
      <ul className="a11y-jump__list">
        {sections.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: headings may repeat; the order is the identity.
          <li key={i}>
            <button
              type="button"
              className="a11y-button"
              onClick={() => {
                details.current?.removeAttribute('open');
                goTo(s.el);
              }}
            >
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
