// The one route table (DESIGN "Routes"): SPEC §2's 29 paths plus the design's additions,
// each also under the mobile prefix. createStaticHandler (worker) and createBrowserRouter
// (client) both take `routes`; page modules load lazily, one chunk each.

import { redirect, type RouteObject } from 'react-router';
import { ChunkLoadError, RootErrorBoundary, RouteErrorBoundary } from './components/error-page.tsx';
import { Root, rootLoader, shouldRevalidateRoot } from './root.tsx';
import { ROUTE_RULES } from './route-rules.ts';
import { lazyWithReload } from './runtime/chunk-reload.ts';

export type LayoutName = 'default' | 'home' | 'coic';

export interface PageDef {
  id: string;
  /** Desktop path; the mobile twin is /m + path (the mobile home is /m). */
  path: string;
  /** File under app/routes/ (without .tsx) holding loader and Component. */
  module: string;
  layout?: LayoutName;
  /** SPEC §4: a page may force light or dark ('system' is refused with a warning). */
  colorMode?: 'light' | 'dark' | 'system';
}

export const PAGES: readonly PageDef[] = [
  { id: 'home', path: '/', module: 'home', layout: 'home' },
  { id: 'about', path: '/aboutUs', module: 'column' },
  { id: 'about-base', path: '/aboutUs/components/base', module: 'column' },
  { id: 'about-conference', path: '/aboutUs/conference', module: 'column' },
  { id: 'about-disciplinary', path: '/aboutUs/disciplinary', module: 'column' },
  { id: 'about-group-building', path: '/aboutUs/groupBuilding', module: 'column' },
  { id: 'about-disclosure', path: '/aboutUs/infDisclosure', module: 'column' },
  { id: 'about-organization', path: '/aboutUs/organization', module: 'column' },
  { id: 'about-speech', path: '/aboutUs/speech', module: 'column' },
  { id: 'column', path: '/column/:columnId', module: 'column' },
  { id: 'detail', path: '/detail/:id', module: 'detail' },
  { id: 'important-news', path: '/importantNews', module: 'column' },
  { id: 'information', path: '/information', module: 'column' },
  { id: 'arbitration', path: '/service/arbitration', module: 'guide' },
  { id: 'coic', path: '/service/coic', module: 'coic', layout: 'coic' },
  { id: 'commercial', path: '/service/commercial', module: 'commercial' },
  { id: 'apostille', path: '/service/commercial/apostille', module: 'guide' },
  { id: 'ata', path: '/service/commercial/ata', module: 'guide' },
  { id: 'certificate', path: '/service/commercial/certificate', module: 'guide' },
  { id: 'consular', path: '/service/commercial/consular', module: 'guide' },
  { id: 'fta', path: '/service/commercial/fta', module: 'guide' },
  { id: 'origin', path: '/service/commercial/origin', module: 'guide' },
  { id: 'problem', path: '/service/commercial/components/problem', module: 'problem' },
  { id: 'exhibition', path: '/service/exhibition', module: 'exhibition' },
  { id: 'mediation', path: '/service/legal/mediation', module: 'guide' },
  { id: 'legal-service', path: '/service/legal/service', module: 'column' },
  { id: 'trade-activity', path: '/service/trade/activity', module: 'activity' },
  { id: 'trade-exchange', path: '/service/trade/exchange', module: 'column' },
  { id: 'foreign-trade', path: '/service/trade/foreign-trade', module: 'column' },
  { id: 'search', path: '/search', module: 'search' },
  { id: 'sitemap', path: '/sitemap', module: 'sitemap' },
  { id: 'not-found', path: '*', module: 'not-found' },
];

export interface PageHandle {
  page: string;
  layout: LayoutName;
  /** The module's key in Vite's manifest (for modulepreload of the route chunk). */
  module: string;
  colorMode?: PageDef['colorMode'];
}

const modules = import.meta.glob<Record<string, unknown>>('./routes/*.tsx');

function pageRoute(def: PageDef, mobile: boolean): RouteObject {
  const key = `./routes/${def.module}.tsx`;
  const load = modules[key];
  if (!load) throw new Error(`route module missing: ${key}`);
  const path = !mobile ? def.path : def.path === '/' ? '/m' : def.path === '*' ? '/m/*' : `/m${def.path}`;
  const handle: PageHandle = { page: def.id, layout: def.layout ?? 'default', module: `app/routes/${def.module}.tsx`, colorMode: def.colorMode };
  return { id: mobile ? `m-${def.id}` : def.id, path, lazy: lazyWithReload(load, { Component: ChunkLoadError }), handle, ErrorBoundary: RouteErrorBoundary };
}

/** The route-rule manifest's redirects, as routes: the worker and the client router alike apply them. */
const redirectRoutes: RouteObject[] = ROUTE_RULES.redirects.flatMap((rule, i) =>
  [false, true].map((mobile) => ({
    id: `redirect-${i}${mobile ? '-m' : ''}`,
    path: mobile ? `/m${rule.from}` : rule.from,
    loader: ({ request }: { request: Request }) =>
      redirect((mobile ? (rule.to === '/' ? '/m' : `/m${rule.to}`) : rule.to) + new URL(request.url).search, rule.status),
  })),
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    // Mobile pages first: /m/* must win over the desktop splat.
    children: [...redirectRoutes, ...PAGES.map((p) => pageRoute(p, true)), ...PAGES.map((p) => pageRoute(p, false))],
  },
];
