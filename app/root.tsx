// The root route's component: what every page has around its layout route (app/routes.ts picks
// the layout: PC, the chamber's, or /m), the navigation progress, notices and scroll
// restoration (its data: root-data.ts).

import { useEffect } from 'react';
import { Outlet, UNSAFE_useScrollRestoration as useScrollRestoration, useMatches } from 'react-router';
import { useAfterHydration } from './hooks/use-after-hydration.ts';
import type { PageHandle } from './page-handle.ts';
import { setPageColorMode } from './runtime/color-mode.ts';
import { Notices } from './notices/notices.tsx';
import { last } from './lib/last.ts';

/**
 * React Router's scroll restoration (top on a new page, the anchor on a hash, restored on
 * back) without its <ScrollRestoration>, whose only other job is a framework-mode inline
 * script this data router never renders and the CSP would refuse (decision 0006).
 */
function ScrollRestoration() {
  useScrollRestoration();
  return null;
}

export function Root() {
  const handle = last(useMatches())?.handle as PageHandle | undefined;
  // Tests and the service worker wait for this: the client router has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Nothing to show at hydration (it appears only for slow navigations): it loads after.
  const progress = useAfterHydration(() => import('./components/navigation-progress.tsx'));
  const forcedColor = handle?.colorMode;
  useEffect(() => setPageColorMode(forcedColor), [forcedColor]);
  return (
    <>
      {progress ? <progress.NavigationProgress /> : null}
      <Outlet />
      <Notices />
      <ScrollRestoration />
    </>
  );
}
