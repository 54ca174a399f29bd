// The one route table (requirements §2.8): requirements §2's 29 paths plus the design's additions,
// each also under the mobile prefix. createStaticHandler (worker) and createBrowserRouter
// (client) both take `routes`; page modules load lazily through React Router's `lazy`, each
// page's loader apart from its component (decision 0006).

import { createElement, lazy, type ComponentType } from 'react';
import { redirect, useRouteError, type LoaderFunction, type RouteObject } from 'react-router';
import { ChunkLoadError } from './components/chunk-load-error.tsx';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { MobileLayout } from './layouts/mobile-layout.tsx';
import { rootLoader, shouldRevalidateRoot } from './root-data.ts';
import { Root } from './root.tsx';
import { A11Y_STATEMENT_PATH, CONTACT_PATH } from './constants.ts';
import { toMobilePath } from './lib/links.ts';
import { ROUTE_RULES } from './route-rules.ts';
import { SERVICES } from './domain/services.ts';
import { lazyWithReload } from './runtime/chunk-reload.ts';
import type { PageParam } from './lib/page-query.ts';
import type { LayoutName, PageHandle } from './page-handle.ts';

export interface PageDef {
  id: string;
  /** Desktop path; the mobile twin is /m + path (the mobile home is /m). */
  path: string;
  /** File under app/routes/ (without .tsx) holding the Component; its loader is in {module}.loader.ts. */
  module: string;
  layout?: LayoutName;
  /** requirements §4: a page may force light or dark ('system' is refused with a warning). */
  colorMode?: 'light' | 'dark' | 'system';
  /**
   * What the page shows depends on today's date (fairs open for registration, decision 0043):
   * the page cache keeps its copies per Beijing day, so none outlives the day it was right for.
   */
  daily?: boolean;
  /**
   * The query parameters its loader and component read: the page cache keys on these alone and
   * the page renders from them alone (any other is dropped, never echoed). None by default.
   */
  query?: readonly PageParam[];
}

/** A list column's page: paging, a tag of the column, a keyword in titles (app/data/listing.ts). */
const LISTING: readonly PageParam[] = ['page', 'size', 'tag', 'q'];

export const PAGES: readonly PageDef[] = [
  { id: 'home', path: '/', module: 'home', layout: 'home', daily: true },
  { id: 'about', path: '/aboutUs', module: 'column', query: LISTING },
  { id: 'about-base', path: '/aboutUs/components/base', module: 'column', query: LISTING },
  { id: 'about-conference', path: '/aboutUs/conference', module: 'column', query: LISTING },
  { id: 'about-disciplinary', path: '/aboutUs/disciplinary', module: 'column', query: LISTING },
  { id: 'about-group-building', path: '/aboutUs/groupBuilding', module: 'column', query: LISTING },
  { id: 'about-disclosure', path: '/aboutUs/infDisclosure', module: 'column', query: LISTING },
  { id: 'about-organization', path: '/aboutUs/organization', module: 'column', query: LISTING },
  { id: 'about-speech', path: '/aboutUs/speech', module: 'column', query: LISTING },
  { id: 'column', path: '/column/:columnId', module: 'column', query: LISTING },
  { id: 'detail', path: '/detail/:id', module: 'detail', query: ['type'] },
  { id: 'important-news', path: '/importantNews', module: 'column', query: LISTING },
  { id: 'information', path: '/information', module: 'column', query: LISTING },
  { id: 'coic', path: '/service/coic', module: 'coic', layout: 'coic' },
  { id: 'commercial', path: '/service/commercial', module: 'commercial' },
  {
    id: 'problem',
    path: '/service/commercial/components/problem',
    module: 'problem',
    query: ['service', 'type', 'q', 'page', 'size'],
  },
  {
    id: 'exhibition',
    path: '/service/exhibition',
    module: 'exhibition',
    daily: true,
    query: ['status', 'theme', 'country', 'year', 'month', 'fair', 'page', 'size'],
  },
  { id: 'legal-service', path: '/service/legal/service', module: 'column', query: LISTING },
  { id: 'trade-activity', path: '/service/trade/activity', module: 'activity', query: ['tab', 'page', 'size'] },
  { id: 'trade-exchange', path: '/service/trade/exchange', module: 'column', query: LISTING },
  { id: 'foreign-trade', path: '/service/trade/foreign-trade', module: 'column', query: LISTING },
  // The guides of every service the site knows; one the council does not offer answers 404
  // from its loader (its column is not in the content, decision 0130).
  ...SERVICES.map((service): PageDef => ({ id: service.code, path: service.path, module: 'guide' })),
  { id: 'export-journey', path: '/service/export-journey', module: 'journey' },
  { id: 'search', path: '/search', module: 'search', query: ['q', 'type', 'page', 'size', 'exact'] },
  { id: 'sitemap', path: '/sitemap', module: 'sitemap' },
  // 联系我们: every council number, address and office hours, each from its source (issue 35).
  { id: 'contact', path: CONTACT_PATH, module: 'contact' },
  // The accessibility statement (无障碍说明, decision 0019).
  { id: 'accessibility', path: A11Y_STATEMENT_PATH, module: 'accessibility' },
  { id: 'not-found', path: '*', module: 'not-found' },
];

// Error pages load when one is shown: a page that hydrates with an error waits for them (no
// Suspense boundary, so neither server nor client ever shows a fallback), others never
// fetch them (decision 0006).
// If their chunk is missing too, the page reloads once; else the chunk-failure page (in the
// entry) stands in for both, so an error never leaves the document empty.
const errorPage = lazyWithReload<
  Pick<typeof import('./components/error-page.tsx'), 'RouteErrorBoundary' | 'RootErrorBoundary'>
>(
  () => import('./components/error-page.tsx'),
  { RouteErrorBoundary: ChunkLoadError, RootErrorBoundary: ChunkLoadError },
  'app/components/error-page.tsx',
);
const RouteErrorBoundary = lazy(() => errorPage().then((m) => ({ default: m.RouteErrorBoundary })));
const RootErrorBoundary = lazy(() => errorPage().then((m) => ({ default: m.RootErrorBoundary })));

type PageModule = Record<string, unknown>;

const components = import.meta.glob<PageModule>('./routes/*.tsx');
// A page's loader (routes/{module}.loader.ts) is a module of its own: the first view hydrates
// from the data in the HTML and never runs it, so the browser fetches it with the first
// navigation to that page type (alongside its component, if not already loaded), not before
// hydrating (decision 0006).
const loaders = import.meta.glob<{ loader: LoaderFunction }>('./routes/*.loader.ts');

/** requirements §4: a page may force light or dark; forcing system is refused with a warning. */
export function pageColorMode(def: PageDef): PageHandle['colorMode'] {
  if (def.colorMode === 'system') {
    console.warn(
      `Page "${def.id}" (${def.path}) forces colour mode "system", which a page cannot force (requirements §4); the visitor's preference applies.`,
    );
    return undefined;
  }
  return def.colorMode;
}

/** A page's error boundary: the chunk-failure page (in the entry) for a failed loader chunk, else the error pages. */
function PageErrorBoundary() {
  return createElement(useRouteError() === LOADER_CHUNK_FAILED ? ChunkLoadError : RouteErrorBoundary);
}

/** Thrown by a page's loader when its own chunk failed again within the reload guard. */
const LOADER_CHUNK_FAILED = new Error('page loader chunk failed to load');
const loaderChunkFailed: LoaderFunction = () => {
  throw LOADER_CHUNK_FAILED;
};

/** A page module's two chunks, imported as they are (no reload on failure): the route preloader's way. */
export function importPageModule(module: string): Promise<unknown> {
  return Promise.all([components[`./routes/${module}.tsx`]?.(), loaders[`./routes/${module}.loader.ts`]?.()]);
}

function pageRoute(def: PageDef, mobile: boolean, colorMode: PageHandle['colorMode']): RouteObject {
  const key = `./routes/${def.module}.tsx`;
  const load = components[key];
  if (!load) throw new Error(`route module missing: ${key}`);
  const loadLoader = loaders[`./routes/${def.module}.loader.ts`];
  // The catch-all's twin is /m/* (toMobilePath of '*' alone would not be a path).
  const path = !mobile ? def.path : toMobilePath(def.path === '*' ? '/*' : def.path);
  const handle: PageHandle = {
    page: def.id,
    layout: def.layout ?? 'default',
    module: `app/routes/${def.module}.tsx`,
    colorMode,
    ...(def.daily ? { daily: true } : {}),
    query: def.query ?? [],
  };
  // React Router's lazy object form: it imports the loader and the component side by side and
  // runs the loader as soon as its own chunk is in. A chunk that fails reloads the page (once
  // per 10 s per path), or within that window shows the chunk-failure page.
  return {
    id: mobile ? `m-${def.id}` : def.id,
    path,
    lazy: {
      Component: lazyWithReload(() => load().then((m) => m.Component as ComponentType), ChunkLoadError, handle.module),
      ...(loadLoader
        ? {
            loader: lazyWithReload(
              () => loadLoader().then((m) => m.loader),
              loaderChunkFailed,
              `app/routes/${def.module}.loader.ts`,
            ),
          }
        : {}),
    },
    handle,
    ErrorBoundary: PageErrorBoundary,
  };
}

/** The route-rule manifest's redirects, as routes: the worker and the client router alike apply them. */
const redirectRoutes: RouteObject[] = ROUTE_RULES.redirects.flatMap((rule, i) =>
  [rule.from, toMobilePath(rule.from)].map((from, mobile) => ({
    id: `redirect-${i}${mobile ? '-m' : ''}`,
    path: from,
    loader: ({ request }: { request: Request }) =>
      redirect((mobile ? toMobilePath(rule.to) : rule.to) + new URL(request.url).search, rule.status),
  })),
);

/**
 * The pages' frames as layout routes without a path of their own: the PC and /m frames are in
 * the entry (every page but one shows one of them); the chamber's frame, shown by its page
 * alone, is loaded with that page by React Router's `lazy`, as a page's chunk is, so no other
 * page's first view carries it (decision 0076). A frame's chunk that fails reloads the page.
 */
function layoutRoute(
  id: string,
  children: RouteObject[],
  frame: Pick<RouteObject, 'Component' | 'lazy'>,
): RouteObject[] {
  // A pathless route without children would match '/' (fixture tables have no chamber page).
  return children.length ? [{ id, ...frame, children } as RouteObject] : [];
}

/** The root loader in the browser: never called, since the root never revalidates (root-data.ts). */
const documentOnly: LoaderFunction = () => {
  throw new Error('root data');
};

/** The route table over a list of pages (PAGES; tests build it over fixture lists). */
export function buildRoutes(pages: readonly PageDef[]): RouteObject[] {
  const colorModes = new Map(pages.map((p) => [p.id, pageColorMode(p)]));
  const pc = (p: PageDef) => pageRoute(p, false, colorModes.get(p.id));
  return [
    {
      id: 'root',
      path: '/',
      // The root's data comes with the document and is never loaded again (shouldRevalidateRoot),
      // so the browser's build holds no root loader, only a route that has one (React Router
      // keeps a route's data across navigations only then): the facts' footer code stays out of
      // every page's first-view script.
      loader: import.meta.env.SSR ? rootLoader : documentOnly,
      shouldRevalidate: shouldRevalidateRoot,
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      // Mobile pages first: /m/* must win over the desktop splat.
      children: [
        ...redirectRoutes,
        ...layoutRoute(
          'layout-mobile',
          pages.map((p) => pageRoute(p, true, colorModes.get(p.id))),
          { Component: MobileLayout },
        ),
        ...layoutRoute('layout-coic', pages.filter((p) => p.layout === 'coic').map(pc), {
          lazy: {
            Component: lazyWithReload(
              () => import('./layouts/coic-layout.tsx').then((m) => m.CoicLayout),
              ChunkLoadError,
              'app/layouts/coic-layout.tsx',
            ),
          },
        }),
        ...layoutRoute('layout-default', pages.filter((p) => p.layout !== 'coic').map(pc), {
          Component: DefaultLayout,
        }),
      ],
    },
  ];
}

export const routes: RouteObject[] = buildRoutes(PAGES);
