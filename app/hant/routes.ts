// The route table as the 繁體 view runs it: each page's loader gets its request without the
// basename /zh-hant, so every loader reads the page's own path as on the simplified site
// (decision 0117). Applied by the worker to its 繁體 table and by the browser, in a 繁體 page
// only, before hydrating: no simplified page carries it.

import type { LoaderFunction, RouteObject } from 'react-router';
import { isHantPath, toHansPath } from '../lib/variant.ts';

function withoutBasename(loader: LoaderFunction): LoaderFunction {
  return (args, context) => {
    const url = new URL(args.request.url);
    if (!isHantPath(url.pathname)) return loader(args, context);
    url.pathname = toHansPath(url.pathname);
    const request = new Request(url, { headers: args.request.headers, signal: args.request.signal });
    return loader({ ...args, request }, context);
  };
}

/** Wraps every lazy loader of `routes` (in place) and returns them. */
export function hantRoutes(routes: RouteObject[]): RouteObject[] {
  for (const route of routes) {
    const lazy = route.lazy;
    if (typeof lazy === 'object' && lazy.loader) {
      const load = lazy.loader;
      lazy.loader = () => Promise.resolve(load()).then((loader) => withoutBasename(loader as LoaderFunction));
    }
    if (route.children) hantRoutes(route.children);
  }
  return routes;
}
