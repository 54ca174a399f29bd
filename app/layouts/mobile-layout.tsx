// The mobile layout (/m): the 无障碍 toolbar's switch above a compact header with the elder-friendly toggle, a drawer menu
// that opens without JavaScript (<details>) and holds search and display settings,
// touch-sized targets. The layout route of every /m page (app/routes.ts).

import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '../components/brand.tsx';
import { DeviceSwitchLater } from '../components/device-switch-later.ts';
import { DisplaySettings, ElderToggle } from '../components/display-settings.tsx';
import { MainNav } from '../components/main-nav.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { SiteFooter } from './site-footer.ts';
import { SkipLink } from '../components/skip-link.tsx';
import { A11yBar, A11ySwitch } from '../components/a11y-bar.tsx';
import { useFocusOnNavigate } from '../hooks/use-focus-on-navigate.ts';
import { usePrintOrigin } from '../hooks/use-print-origin.ts';

export function MobileLayout() {
  usePrintOrigin();
  useFocusOnNavigate();
  const drawer = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Close the drawer once a menu link has navigated.
  useEffect(() => {
    drawer.current?.removeAttribute('open');
  }, [location.key]);
  return (
    <div className="layout layout--mobile">
      <SkipLink />
      <A11yBar />
      {/* Above the sticky header, so the header keeps one row: the next Tab stop after the skip link. */}
      <section className="m-a11y" aria-label="无障碍服务">
        <A11ySwitch />
      </section>
      <header className="m-header">
        <Brand compact />
        {/* 适老化: the switch to the elder-friendly mode must be easy to find on the first screen. */}
        <ElderToggle className="m-header__elder" />
        <details className="m-drawer" ref={drawer}>
          <summary className="m-drawer__toggle">
            <span aria-hidden="true" className="m-drawer__icon" />
            菜单
          </summary>
          <div className="m-drawer__panel">
            <SearchBox compact />
            <MainNav id="m-nav" />
            <p className="m-drawer__settings">
              <DisplaySettings withElder={false} />
              <DeviceSwitchLater mobile />
            </p>
          </div>
        </details>
      </header>
      <main id="main" tabIndex={-1} className="m-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
