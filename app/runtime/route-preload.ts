// Route code ahead of the tap: once the page is idle, the routes that links in view lead to
// are imported (one route per idle period), and a link pointed at, touched or focused is
// imported there and then, as React Router's framework mode (`prefetch="viewport"`/"intent")
// does, with the API client; a tap's loader then asks for its data at once. Each import is the route table's own
// dynamic import, so Vite's preload helper asks for the route's chunks and their shared
// imports in one round. Under Save-Data or a 2g connection nothing is fetched speculatively:
// a navigation loads its route as React Router's `lazy` does (decision 0050).

import { matchRoutes, type DataRouter } from 'react-router';
import { loadBrowserApi } from '../api/lazy.ts';
import { isInternalPath } from '../lib/links.ts';
import { type Connection, savesData } from '../lib/save-data.ts';
import type { PageHandle } from '../page-handle.ts';
import { importPageModule, routes } from '../routes.ts';
import { runWhenIdle } from './idle.ts';
import { last } from '../lib/last.ts';

/** The page module (app/routes/{name}.tsx) a same-origin link leads to, if any (a file, a feed, an unknown path: none). */
export function pageModuleOf(href: string, base: string = location.href): string | undefined {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin || !isInternalPath(url.pathname)) return undefined;
  const handle = last(matchRoutes(routes, url.pathname))?.route.handle as PageHandle | undefined;
  if (!handle || handle.page === 'not-found') return undefined;
  return /([\w-]+)\.tsx$/.exec(handle.module)?.[1];
}

export function startRoutePreload(router: DataRouter): void {
  if (savesData((navigator as Navigator & { connection?: Connection }).connection)) return;
  const imported = new Set<string>();
  /** A failure is only a missed head start: it never reloads the page (the navigation itself still may). */
  const load = (module: string) => {
    if (imported.has(module)) return;
    imported.add(module);
    Promise.all([importPageModule(module), loadBrowserApi()]).catch(() => imported.delete(module));
  };
  // Links in view are imported one route per idle period, so no long task builds up before
  // the visitor's first input (Lighthouse's TBT on the home page, which links to ten page types).
  const queued: string[] = [];
  const drain = () => {
    const module = queued.shift();
    if (!module) return;
    load(module);
    runWhenIdle(drain);
  };
  const preload = (href: string, now: boolean) => {
    const module = pageModuleOf(href);
    if (!module || imported.has(module)) return;
    if (now) load(module);
    else if (!queued.includes(module) && queued.push(module) === 1) runWhenIdle(drain);
  };

  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (link) preload(link.href, true);
  };
  // Nothing speculative before the page is idle: intents are heard from then on.
  runWhenIdle(() => {
    for (const type of ['pointerdown', 'touchstart', 'focusin', 'mouseover'])
      document.addEventListener(type, onIntent, { passive: true, capture: true });
  });
  if (typeof IntersectionObserver === 'undefined') return;

  const seen = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      preload((entry.target as HTMLAnchorElement).href, false);
    }
  });
  const watchLinks = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      if (seen.has(link)) continue;
      seen.add(link);
      inView.observe(link);
    }
  };
  runWhenIdle(watchLinks);
  // Each new page's links, once it has rendered and the browser is idle again.
  let shown = router.state.location;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location === shown) return;
    shown = state.location;
    runWhenIdle(watchLinks);
  });
}
