// Layout "default" (and "home", which only widens the content area): the PC site chrome.

import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SkipLink } from '../components/skip-link.tsx';
import { A11yBar } from '../components/a11y-bar.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { useFocusOnNavigate } from '../hooks/use-focus-on-navigate.ts';
import { usePrintOrigin } from '../hooks/use-print-origin.ts';

export function DefaultLayout({ children, wide }: { children: ReactNode; wide?: boolean }) {
  usePrintOrigin();
  useFocusOnNavigate();
  return (
    <div className="layout layout--default">
      <SkipLink />
      <A11yBar />
      <header className="site-header">
        <TopBar />
        <div className="container site-header__brand-row">
          <Brand subtitle="China Council for the Promotion of International Trade · Chengzhou" />
          <SearchBox />
        </div>
        <MainNav />
      </header>
      <main id="main" tabIndex={-1} className={wide ? 'site-main site-main--wide' : 'site-main container'}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
