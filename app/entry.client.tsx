// The browser entry: resolves the lazy route modules of the current page, then hydrates
// the whole document with the same route table the worker rendered.

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserApi } from './api/lazy.ts';
import { apiContext, siteContext } from './context.ts';
import { Document, type ForcedColor } from './document.tsx';
import { AppProviders, createStore } from './providers.tsx';
import type { RootData } from './root.tsx';
import { routes } from './routes.ts';
import './styles/app.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function hydrate() {
  await resolveLazyMatches();
  const site = (window.__staticRouterHydrationData?.loaderData?.root as RootData | undefined)?.site;
  const router = createBrowserRouter(routes, {
    getContext() {
      const context = new RouterContextProvider();
      context.set(apiContext, browserApi);
      if (site) context.set(siteContext, site);
      return context;
    },
  });
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  startTransition(() => {
    hydrateRoot(
      document,
      <Document nonce={nonce} forceColor={document.documentElement.dataset.forceColor as ForcedColor}>
        <AppProviders store={createStore()}>
          <RouterProvider router={router} />
        </AppProviders>
      </Document>,
    );
  });
  // Device mode, build polling and the service worker start after hydration, from their own chunk.
  void import('./runtime/index.ts').then((runtime) => runtime.startClientRuntime(router, site));
}

void hydrate();
