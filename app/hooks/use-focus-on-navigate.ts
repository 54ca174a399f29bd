// After a client-side navigation to another page, focus moves to its <h1> (else <main>):
// a screen reader then announces the new page, and the next Tab starts in its content
// instead of wherever the clicked link used to be (WCAG 2.4.3). The first load is left alone.
// A layout effect, so focus moves in the same commit that shows the page: with a passive
// effect, a Tab pressed in the frame between the two started from the old page's link.

import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // Root marks the document hydrated after its children's first effects: before that, this is the first load.
    if (document.documentElement.dataset.hydrated !== 'true') return;
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Scrolling is ScrollRestoration's (top, anchor or the previous position on back).
    target.focus({ preventScroll: true });
  }, [pathname]);
}
