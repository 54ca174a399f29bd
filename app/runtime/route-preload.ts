// Route code ahead of the tap (DESIGN "Navigation"): once the page is idle, the files of the
// routes that links in view lead to are asked for together (modulepreload, from the build's
// route-file map) and their modules evaluated, so that a tap's loader asks for its data at
// once; a link pointed at, touched or focused is preloaded there and then, as React Router's
// framework mode (`prefetch="viewport"`/"intent") and Nuxt's <NuxtLink> do. Under Save-Data
// or a 2g connection nothing is fetched speculatively: only the small map, on the first
// intent, so that a navigation still asks for all its files in one round (decision 0006).

import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { loadBrowserApi } from '../api/lazy.ts';
import { genericFetch } from '../lib/http.ts';
import { isInternalPath } from '../lib/links.ts';
import type { PageHandle } from '../page-handle.ts';
import { importRouteModules, routes } from '../routes.ts';
import { runWhenIdle } from './idle.ts';

type RouteFiles = Record<string, string[]>;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor asked to save data, or the connection is too slow for anything speculative. */
export function savesData(connection: Connection | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The map as fetched, reduced to lists of this site's own asset paths. */
export function parseRouteFiles(body: unknown): RouteFiles {
  const map = (body as { routeFiles?: unknown } | null)?.routeFiles;
  if (typeof map !== 'object' || map === null) return {};
  const out: RouteFiles = {};
  for (const [name, files] of Object.entries(map)) {
    if (Array.isArray(files))
      out[name] = files.filter((f): f is string => typeof f === 'string' && f.startsWith('/assets/'));
  }
  return out;
}

/** The page route a same-origin link leads to, if any (a file, a feed, an unknown path: none). */
function pageRouteOf(href: string, base: string): RouteObject | undefined {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin || !isInternalPath(url.pathname)) return undefined;
  const route = matchRoutes(routes, url.pathname)?.at(-1)?.route;
  return (route?.handle as PageHandle | undefined)?.page === 'not-found' ? undefined : route;
}

/** A page route's module name (app/routes/{name}.tsx), the route-file map's key. */
const moduleName = (route: RouteObject) => /([\w-]+)\.tsx$/.exec((route.handle as PageHandle).module)?.[1];

/** The page module a same-origin link leads to, if any. */
export function pageModuleOf(href: string, base: string = location.href): string | undefined {
  const route = pageRouteOf(href, base);
  return route && moduleName(route);
}

export function startRoutePreload(router: DataRouter, buildId: string): void {
  const speculative = !savesData((navigator as Navigator & { connection?: Connection }).connection);
  let map: Promise<RouteFiles> | undefined;
  const loadMap = () =>
    (map ??= genericFetch(`/builds/meta/${encodeURIComponent(buildId)}.json`)
      .then((res) => (res.ok ? res.json() : null))
      .then(parseRouteFiles)
      .catch((): RouteFiles => ({})));
  const asked = new Set<string>();
  const preloadFiles = (files: readonly string[]) => {
    for (const file of files) {
      if (asked.has(file)) continue;
      asked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.appendChild(link);
    }
  };
  const imported = new WeakSet<RouteObject>();
  /** Imports (evaluates) a route's modules and the API client: a tap's loader then waits on nothing. */
  const evaluate = (route: RouteObject) => {
    if (imported.has(route)) return;
    imported.add(route);
    void Promise.all([importRouteModules(route), loadBrowserApi()]).catch(() => imported.delete(route));
  };
  // Links in view are evaluated one route per idle period, so no long task builds up before
  // the visitor's first input (Lighthouse's TBT on the home page, which links to ten page types).
  const queued: RouteObject[] = [];
  const drain = () => {
    const route = queued.shift();
    if (!route) return;
    evaluate(route);
    runWhenIdle(drain);
  };
  // All files in one round; the modules evaluated at once on intent, later for links in view.
  const preload = async (href: string, now: boolean) => {
    const route = pageRouteOf(href, location.href);
    const module = route && moduleName(route);
    if (!route || !module) return;
    const files = await loadMap();
    preloadFiles([...(files[module] ?? []), ...(files.api ?? [])]);
    if (now) evaluate(route);
    else if (!imported.has(route) && !queued.includes(route) && queued.push(route) === 1) runWhenIdle(drain);
  };
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

  // A navigation asks for every file of its destination at once, whatever the settings.
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (next) void preload(next.pathname, true);
  });

  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (!link) return;
    if (speculative) void preload(link.href, true);
    else void loadMap();
  };
  // Nothing speculative before the page is idle: intents are heard from then on.
  runWhenIdle(() => {
    for (const type of ['pointerdown', 'touchstart', 'focusin', ...(speculative ? ['mouseover'] : [])])
      document.addEventListener(type, onIntent, { passive: true, capture: true });
  });
  if (!speculative || typeof IntersectionObserver === 'undefined') return;

  const seen = new WeakSet<Element>();
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      void preload((entry.target as HTMLAnchorElement).href, false);
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
