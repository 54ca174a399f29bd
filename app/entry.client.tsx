// The browser entry: reads the router's data block, puts the location in the same normal
// form the worker rendered, resolves the lazy route modules of the current page, then
// hydrates the whole document with the same route table (no loader runs again).

import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type DataRouter,
  type HydrationState,
  isRouteErrorResponse,
  matchRoutes,
  RouterContextProvider,
  type LoaderFunction,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserApi } from './api/lazy.ts';
import { apiContext, columnsContext, siteContext } from './context.ts';
import { Document, PREPAINT_ID, ROUTER_DATA_ID, type ForcedColor } from './document.tsx';
import { routeLinkClicks } from './lib/link-clicks.ts';
import { stayPutStrategy } from './lib/stay-put.ts';
import { trackPendingNavigation } from './runtime/chunk-reload.ts';
import { normalisePageUrl } from './lib/page-query.ts';
import { readRouterData } from './lib/router-data.ts';
import type { PageHandle } from './page-handle.ts';
import type { RootData } from './root-data.ts';
import { routes } from './routes.ts';
import './styles/app.css';

/**
 * The router hydrates only routes without `lazy` (else it renders a fallback), so the
 * matched routes' components are imported first, as React Router's guide to lazy routes with
 * server rendering does. Their loaders stay out of the first view: the data came with the
 * page, so each loader's chunk is imported when it first runs (the next navigation within
 * the same route), ~3 KB less before hydration on a guide.
 */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'object') return;
      const { Component, loader } = lazy;
      route.lazy = undefined;
      if (loader) route.loader = async (args, context) => ((await loader()) as LoaderFunction)(args, context);
      if (Component) route.Component = (await Component()) as ComponentType;
    }),
  );
}

/**
 * The worker's page for a visitor past a limit (decision 0060): rendered once for
 * /__limited/{429|503} and served under whatever URL was refused, so its router data belongs
 * to another route than the address. It stays the HTML it is (its links and its search form
 * work without JavaScript): hydrating it under the visitor's URL would run that page's
 * loaders, which the limit refuses again.
 */
function isLimitedPage(state: HydrationState): boolean {
  return Object.values(state.errors ?? {}).some(
    (e) => isRouteErrorResponse(e) && (e.status === 429 || e.status === 503),
  );
}

async function hydrate() {
  const routerData = document.getElementById(ROUTER_DATA_ID)?.textContent ?? '{}';
  const hydrationData = readRouterData(routerData);
  if (isLimitedPage(hydrationData)) return;
  // The page was rendered from its normalised URL (only the parameters its route reads): the
  // router must start from the same location, or links and forms would disagree with the HTML.
  const here = new URL(window.location.href);
  const page = matchRoutes(routes, here.pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  const normal = normalisePageUrl(here, page?.query);
  if (normal.search !== here.search)
    history.replaceState(history.state, '', normal.pathname + normal.search + here.hash);
  await resolveLazyMatches();
  const root = hydrationData.loaderData?.root as RootData | undefined;
  const site = root?.site;
  const made: { router?: DataRouter } = {};
  const router = createBrowserRouter(routes, {
    hydrationData,
    // A navigation whose content answer says 429/503 keeps the page shown (requirements §8's notification).
    dataStrategy: stayPutStrategy(() => made.router),
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, browserApi);
      if (site) context.set(siteContext, site);
      // The root never reloads (shouldRevalidateRoot): its column tree serves every navigation.
      if (root?.columns) context.set(columnsContext, root.columns);
      return context;
    },
  });
  made.router = router;
  // From the first click on, not once the runtime chunk arrives: a route chunk that fails
  // during a navigation must load the navigation's destination (requirements §8).
  trackPendingNavigation(() => router.state.navigation.location ?? undefined);
  routeLinkClicks(router);
  startTransition(() => {
    hydrateRoot(
      document,
      <Document
        forceColor={document.documentElement.dataset.forceColor as ForcedColor}
        routerData={routerData}
        prepaint={document.getElementById(PREPAINT_ID)?.textContent ?? ''}
      >
        <RouterProvider router={router} />
      </Document>,
    );
  });
  // Device mode, build polling and the service worker start once root.tsx has marked the
  // page hydrated, from their own chunk: no part of what a page needs to hydrate (0006).
  new MutationObserver((_, observer) => {
    observer.disconnect();
    void import('./runtime/index.ts').then((runtime) => runtime.startClientRuntime(router, site));
  }).observe(document.documentElement, { attributeFilter: ['data-hydrated'] });
}

void hydrate();
