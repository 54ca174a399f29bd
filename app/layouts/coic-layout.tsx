// Layout "coic": the chamber of international commerce's own header over the site's menu. A
// layout route loaded with the chamber's page (app/routes.ts): no other page's script holds it.

import { Outlet } from 'react-router';
import { Emblem } from '../components/brand.tsx';
import { AppLink } from '../components/app-link.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { SiteFooter } from './site-footer.ts';
import { SkipLink } from '../components/skip-link.tsx';
import { A11yBar } from '../components/a11y-bar.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { findColumnByCode } from '../domain/column-tree.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { useFocusOnNavigate } from '../hooks/use-focus-on-navigate.ts';
import { useSite } from '../hooks/use-site.ts';
import { usePrintOrigin } from '../hooks/use-print-origin.ts';

export function CoicLayout() {
  usePrintOrigin();
  useFocusOnNavigate();
  const { site, columns } = useSite();
  // The chamber's name is content (its column's description names it), the council's configuration.
  const column = findColumnByCode(columns, COLUMN_CODES.chamber);
  const chamber = column?.description || column?.columnName || '';
  return (
    <div className="layout layout--coic">
      <SkipLink />
      <A11yBar />
      <header className="site-header site-header--coic">
        <TopBar />
        <div className="container site-header__brand-row">
          <AppLink to="/service/coic" className="brand">
            <Emblem size={52} />
            <span className="brand__text">
              <span className="brand__name">{chamber}</span>
              <span className="brand__subtitle">China Chamber of International Commerce</span>
            </span>
          </AppLink>
          <AppLink to="/" className="button button--ghost">
            返回{site?.shortName}首页
          </AppLink>
        </div>
        <MainNav />
      </header>
      <main id="main" tabIndex={-1} className="site-main container">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
