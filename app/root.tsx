// The root route's component: frames every page in its layout (its data: root-data.ts).

import { useEffect } from 'react';
import { Outlet, UNSAFE_useScrollRestoration as useScrollRestoration, useMatches } from 'react-router';
import { useAfterHydration } from './hooks/use-after-hydration.ts';
import { useSite } from './hooks/use-site.ts';
import { CoicLayout } from './layouts/coic-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import type { PageHandle } from './page-handle.ts';
import { setPageColorMode } from './runtime/color-mode.ts';
import { Notices } from './notices/notices.tsx';

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
  const { mobile } = useSite();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const layout = handle?.layout ?? 'default';
  const Layout = mobile ? MobileLayout : layout === 'coic' ? CoicLayout : DefaultLayout;
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
      <Layout wide={layout === 'home'}>
        <Outlet />
      </Layout>
      <Notices />
      <ScrollRestoration />
    </>
  );
}
