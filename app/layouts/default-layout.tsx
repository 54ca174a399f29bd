// Layout "default" (and "home", which only widens the content area): the PC site chrome, the
// layout route of every PC page but the chamber's (app/routes.ts).

import { Outlet, useMatches } from 'react-router';
import { Brand } from '../components/brand.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SiteFooter } from './site-footer.ts';
import { SkipLink } from '../components/skip-link.tsx';
import { A11yBar } from '../components/a11y-bar.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { useFocusOnNavigate } from '../hooks/use-focus-on-navigate.ts';
import { usePrintOrigin } from '../hooks/use-print-origin.ts';
import { useSite } from '../hooks/use-site.ts';
import type { PageHandle } from '../page-handle.ts';
import { last } from '../lib/last.ts';

export function DefaultLayout() {
  const wide = (last(useMatches())?.handle as PageHandle | undefined)?.layout === 'home';
  usePrintOrigin();
  useFocusOnNavigate();
  const { identity } = useSite();
  return (
    <div className="layout layout--default">
      <SkipLink />
      <A11yBar />
      <header className="site-header">
        <TopBar />
        <div className="container site-header__brand-row">
          <Brand subtitle={identity.subtitle} />
          <SearchBox />
        </div>
        <MainNav />
      </header>
      <main id="main" tabIndex={-1} className={wide ? 'site-main site-main--wide' : 'site-main container'}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
