// The API client for the browser, loaded on first use: hydration needs no API call (the
// data came with the page), so the client and its decoders stay out of the initial JavaScript.

import type { ContentApi } from './client.ts';

export function lazyContentApi(load: () => Promise<ContentApi>): ContentApi {
  return new Proxy({} as ContentApi, {
    get:
      (_target, name) =>
      (...args: unknown[]) =>
        load().then((api) => (api[name as keyof ContentApi] as (...a: unknown[]) => Promise<unknown>)(...args)),
  });
}

/** The browser's API, imported the first time a loader or effect calls it. */
export const browserApi = lazyContentApi(() => import('./browser.ts').then((m) => m.browserApi));
