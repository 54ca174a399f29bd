// The root route: loads the column list (SPEC §2: content shows only after it has loaded)
// and the site settings, then frames every page in its layout.

import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, type LoaderFunctionArgs } from 'react-router';
import { apiContext, siteContext } from './context.ts';
import { useSite } from './hooks/use-site.ts';
import { CoicLayout } from './layouts/coic-layout.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import type { PageHandle } from './routes.ts';
import { NavigationProgress } from './components/navigation-progress.tsx';
import { applyColorMode, readColorPreference } from './runtime/color-mode.ts';
import { Notices } from './components/notices.tsx';

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const columns = await context.get(apiContext).listColumn();
  const site = context.get(siteContext);
  // Canonical URLs and feeds need an absolute origin: configured, else this request's.
  return { columns, site, origin: site.origin || new URL(request.url).origin };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The column list and settings are loaded once per document, not on every navigation. */
export const shouldRevalidateRoot = () => false;

export function Root() {
  const { mobile } = useSite();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const layout = handle?.layout ?? 'default';
  const Layout = mobile ? MobileLayout : layout === 'coic' ? CoicLayout : DefaultLayout;
  // Tests and the service worker wait for this: the client router has taken over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const forcedColor = handle?.colorMode;
  useEffect(() => applyColorMode(readColorPreference(), forcedColor), [forcedColor]);
  return (
    <>
      <NavigationProgress />
      <Layout wide={layout === 'home'}>
        <Outlet />
      </Layout>
      <Notices />
      <ScrollRestoration />
    </>
  );
}
