// The browser entry: reads the router's data block, puts the location in the same normal
// form the worker rendered, resolves the lazy route modules of the current page, then
// hydrates the whole document with the same route table (no loader runs again).

import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type DataStrategyFunction,
  matchRoutes,
  RouterContextProvider,
  type LoaderFunction,
  type RouteMatch,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserApi } from './api/lazy.ts';
import { apiContext, columnsContext, siteContext } from './context.ts';
import { Document, PREPAINT_ID, ROUTER_DATA_ID, type ForcedColor } from './document.tsx';
import { routeLinkClicks } from './lib/link-clicks.ts';
import { trackPageBuild, trackPendingNavigation } from './runtime/chunk-reload.ts';
import { normalisePageUrl } from './lib/page-query.ts';
import { isHantPath } from './lib/variant.ts';
import { HANT_PREFIX } from './constants.ts';
import { readRouterData } from './lib/router-data.ts';
import type { PageHandle } from './page-handle.ts';
import type { RootData } from './root-data.ts';
import { routes } from './routes.ts';
import './styles/app.css';
// The brand's colour sets, after app.css: generated from the identity (scripts/vite/site-identity.ts).
import 'virtual:brand.css';
import { last } from './lib/last.ts';

/**
 * The router hydrates only routes without `lazy` (else it renders a fallback), so the
 * matched routes' components are imported first, as React Router's guide to lazy routes with
 * server rendering does. Their loaders stay out of the first view: the data came with the
 * page, so each loader's chunk is imported when it first runs (the next navigation within
 * the same route), ~3 KB less before hydration on a guide.
 */
async function resolveLazyMatches(matches: RouteMatch[]) {
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

/** React Router's own data strategy: every loader that should run, side by side. */
const resolveMatches: DataStrategyFunction = async ({ matches }) =>
  Object.fromEntries(
    await Promise.all(matches.filter((m) => m.shouldLoad).map(async (m) => [m.route.id, await m.resolve()])),
  );

async function hydrate() {
  const routerData = document.getElementById(ROUTER_DATA_ID)?.textContent ?? '{}';
  const hydrationData = readRouterData(routerData);
  // The page was rendered from its normalised URL (only the parameters its route reads): the
  // router must start from the same location, or links and forms would disagree with the HTML.
  const here = new URL(window.location.href);
  // The 繁體 view is the same routes under /zh-hant (decision 0117); only it loads the converter,
  // before hydrating, so its text is converted as the worker's was (decision 0118).
  const hant = isHantPath(here.pathname);
  const basename = hant ? HANT_PREFIX : '/';
  const converting = hant ? import('./hant/view.ts').then((view) => view.startHant(routes)) : undefined;
  const matches = matchRoutes(routes, here.pathname, basename) ?? [];
  const normal = normalisePageUrl(here, (last(matches)?.route.handle as PageHandle | undefined)?.query);
  if (normal.search !== here.search)
    history.replaceState(history.state, '', normal.pathname + normal.search + here.hash);
  const root = hydrationData.loaderData?.root as RootData | undefined;
  const site = root?.site;
  // Before the page's own chunks are asked for: a failure checks this build's file map.
  trackPageBuild(site?.buildId);
  await converting;
  await resolveLazyMatches(matches);
  // A navigation whose content answer says 429/503 keeps the page shown (decision 0078). Its
  // module loads after hydration, beside the runtime: no part of what a page needs to hydrate;
  // if it cannot load, React Router's own way this time, another try next time.
  let stayPut: Promise<DataStrategyFunction> | undefined;
  const strategy = () =>
    (stayPut ??= import('./lib/stay-put.ts').then(
      (m) => m.stayPutStrategy(() => router),
      () => {
        stayPut = undefined;
        return resolveMatches;
      },
    ));
  const router = createBrowserRouter(routes, {
    basename,
    hydrationData,
    dataStrategy: (args) => strategy().then((run) => run(args)),
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, browserApi);
      if (site) context.set(siteContext, site);
      // The root never reloads (shouldRevalidateRoot): its column tree serves every navigation.
      if (root?.columns) context.set(columnsContext, root.columns);
      return context;
    },
  });
  // From the first click on, not once the runtime chunk arrives: a route chunk that fails
  // during a navigation must load the navigation's destination (requirements §8).
  trackPendingNavigation(() => router.state.navigation.location ?? undefined);
  routeLinkClicks(router);
  startTransition(() => {
    hydrateRoot(
      document,
      <Document
        hant={hant}
        forceColor={document.documentElement.dataset.forceColor as ForcedColor}
        routerData={routerData}
        prepaint={document.getElementById(PREPAINT_ID)?.textContent ?? ''}
        identity={site?.identity}
      >
        <RouterProvider router={router} />
      </Document>,
    );
  });
  // Device mode, build polling and the service worker start once root.tsx has marked the
  // page hydrated, from their own chunk: no part of what a page needs to hydrate (0006).
  new MutationObserver((_, observer) => {
    observer.disconnect();
    // The runtime is no part of what the page needs: if its chunk fails (a deploy, the page
    // being left), the page works on without it, and the next page load tries again.
    import('./runtime/index.ts').then(
      (runtime) => runtime.startClientRuntime(router, site),
      (error: unknown) => console.warn('client runtime failed to load', error),
    );
    strategy().catch(() => undefined);
  }).observe(document.documentElement, { attributeFilter: ['data-hydrated'] });
}

void hydrate();
